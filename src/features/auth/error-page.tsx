export function ErrorPage() {
  return (
    <main className="centered-page">
      <div className="card centered-card">
        <div className="brand-mark" aria-hidden="true">
          H
        </div>
        <h1>Добро пожаловать!</h1>
        <p>Административная панель каталога отелей доступна только администраторам.</p>
        <p className="hint">Если вы администратор, откройте панель по ссылке из бота ещё раз.</p>
      </div>
    </main>
  );
}
