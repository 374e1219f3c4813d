window.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost:3000' };
