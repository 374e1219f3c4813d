import { Spinner } from '@/shared/ui/spinner';

export function VerifyPending() {
  return (
    <main className="centered-page" aria-busy="true">
      <Spinner />
      <p role="status">Проверяем доступ…</p>
    </main>
  );
}
