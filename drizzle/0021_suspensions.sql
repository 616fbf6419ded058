-- Reserved for issue 15; replaced by its migration.
SELECT 1;
