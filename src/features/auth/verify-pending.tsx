export function VerifyPending() {
  return (
    <main className="centered-page" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <p role="status">Проверяем доступ…</p>
    </main>
  );
}
