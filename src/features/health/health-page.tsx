import { useState } from 'react';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { buildHealthReport } from './health-report';
import styles from './health-page.module.css';

export function HealthPage() {
  const [report, setReport] = useState(buildHealthReport);
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle('Состояние сервиса'));
  return (
    <main className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1}>
        Состояние сервиса
      </h1>
      <pre className={styles.report} data-testid="health-report" aria-label="Отчёт о состоянии в формате JSON">
        {JSON.stringify(report, null, 2)}
      </pre>
      <button type="button" className="button button--primary" onClick={() => setReport(buildHealthReport())}>
        Обновить
      </button>
    </main>
  );
}
