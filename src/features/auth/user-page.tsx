import { Link, useRouter } from '@tanstack/react-router';
import { readUserInfo } from '@/api/user-info';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';

export function UserPage() {
  const handle = readUserInfo()?.user_name;
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle('Профиль'));
  const router = useRouter();
  return (
    <main className="centered-page">
      <div className="card centered-card">
        <h1 ref={headingRef} tabIndex={-1}>
          {handle ? `Привет, @${handle}!` : 'Привет!'}
        </h1>
        <p>Скоро здесь появятся бонусные активности.</p>
        <p>Участвуйте и выиграйте путешествие в один из лучших отелей нашего каталога!</p>
        <Link
          to="/homePage"
          className="button button--primary"
          onClick={(event) => {
            // Opened from the panel: a real Back, to the very screen (and scroll) the admin left. A
            // click asking for a new tab or window is the link's own.
            const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
            if (router.state.location.state.openedFrom === undefined || !plainClick) return;
            event.preventDefault();
            router.history.back();
          }}
        >
          Вернуться в панель
        </Link>
      </div>
    </main>
  );
}
