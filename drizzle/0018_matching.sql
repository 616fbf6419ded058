-- Reserved for issue 14; replaced by its migration.
SELECT 1;
