/**
 * Shown instead of the panel when its settings are wrong: an administrator cannot fix them, but
 * whoever deployed the panel learns exactly what to change.
 */
export function ConfigProblems({ problems }: { problems: readonly string[] }) {
  return (
    <main className="centered-page">
      <div className="card centered-card" role="alert">
        <h1>Панель настроена неверно</h1>
        <p>Исправьте настройки и перезагрузите страницу:</p>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>
              <code>{problem}</code>
            </li>
          ))}
        </ul>
        <p className="hint">config.js правится на сервере без пересборки; переменные VITE_ задаются при сборке.</p>
      </div>
    </main>
  );
}
