import { isInsideTelegram } from '@/shared/telegram/environment';

export const SERVICE_NAME = 'hotel-catalogue-admin';

export type HealthReport = {
  status: 'healthy' | 'unhealthy';
  service: string;
  uiRunning: boolean;
  localStorageAccessible: boolean;
  sessionStorageAccessible: boolean;
  telegramWebAppAvailable: boolean;
  responseTimeMs: number;
  timestamp: string;
  userAgent: string;
  viewport: { width: number; height: number };
};

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

export function buildHealthReport(now: () => number = () => performance.now()): HealthReport {
  const startedAt = now();
  const localStorageAccessible = storageWorks(() => window.localStorage);
  const sessionStorageAccessible = storageWorks(() => window.sessionStorage);
  const telegramWebAppAvailable = isInsideTelegram();
  // The page is rendering this report, so the UI is up by definition.
  const uiRunning = true;
  return {
    status: uiRunning && localStorageAccessible && sessionStorageAccessible ? 'healthy' : 'unhealthy',
    service: SERVICE_NAME,
    uiRunning,
    localStorageAccessible,
    sessionStorageAccessible,
    telegramWebAppAvailable,
    responseTimeMs: Math.round((now() - startedAt) * 100) / 100,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
}
