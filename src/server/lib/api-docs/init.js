// Starts Swagger UI on /api/docs. A file rather than an inline script, so the page works under the app's
// Content-Security-Policy (script-src 'self'); see src/server/lib/openapi.ts.
window.ui = window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // The default badge fetches an image from an outside validator; the CSP (and our privacy) say no.
  validatorUrl: null,
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
