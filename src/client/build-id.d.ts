/** The id of this client build, injected by vite.config.ts (`define`); GET /api/version reports the served one. */
declare const __BUILD_ID__: string;
