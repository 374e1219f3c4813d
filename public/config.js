// Runtime settings, read before the bundle. Edit on a deployed server to point the panel at another
// API without rebuilding; an empty value falls back to VITE_API_BASE_URL, then http://localhost:3000.
window.__APP_CONFIG__ = {
  apiBaseUrl: '',
};
