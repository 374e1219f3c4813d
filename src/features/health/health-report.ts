import { isInsideTelegram } from '@/shared/telegram/environment';

function storageWorks(getStorage: () => Storage): boolean {
  const probeKey = '__health_probe__';
  try {
    const storage = getStorage();
    storage.setItem(probeKey, probeKey);
    const readBack = storage.getItem(probeKey);
    storage.removeItem(probeKey);
    return readBack === probeKey;
  } catch {
    return false;
  }
}

export function buildHealthReport(now: () => number = () => performance.now()) {
  const startedAt = now();
  const localStorageAccessible = storageWorks(() => window.localStorage);
  const sessionStorageAccessible = storageWorks(() => window.sessionStorage);
  return {
    status: localStorageAccessible && sessionStorageAccessible ? 'healthy' : 'unhealthy',
    service: 'hotel-catalogue-admin',
    // The page is rendering this report, so the UI is up by definition.
    uiRunning: true,
    localStorageAccessible,
    sessionStorageAccessible,
    telegramWebAppAvailable: isInsideTelegram(),
    responseTimeMs: Math.round((now() - startedAt) * 100) / 100,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
}
