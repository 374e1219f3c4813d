import { useNavigate, useSearch } from '@tanstack/react-router';
import { DemoSignIn } from '@/shared/dev/demo-sign-in';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';

export function ErrorPage() {
  const { reason } = useSearch({ from: '/error' });
  const navigate = useNavigate();
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle('Только для администраторов'));
  return (
    <main className="centered-page">
      <div className="card centered-card">
        <div className="brand-mark" aria-hidden="true" />
        <h1 ref={headingRef} tabIndex={-1}>
          Добро пожаловать!
        </h1>
        <p>Административная панель каталога отелей доступна только администраторам.</p>
        {reason === 'unavailable' ? (
          <>
            <p>
              <strong>Сервер недоступен. Проверьте соединение и попробуйте ещё раз.</strong>
            </p>
            {/* The /homePage loader asks for the regions again; a second failure comes back here. */}
            <button
              type="button"
              className="button button--primary"
              onClick={() => void navigate({ to: '/homePage', replace: true })}
            >
              Повторить
            </button>
          </>
        ) : reason === 'session' ? (
          <p>
            <strong>Сеанс завершён. Откройте панель заново из бота.</strong>
          </p>
        ) : (
          <p className="hint">Если вы администратор, откройте панель по ссылке из бота ещё раз.</p>
        )}
        {import.meta.env.DEV ? <DemoSignIn /> : null}
      </div>
    </main>
  );
}
