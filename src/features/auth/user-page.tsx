import { readUserInfo } from '@/api/user-info';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';

export function UserPage() {
  const handle = readUserInfo()?.user_name;
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle('Профиль'));
  return (
    <main className="centered-page">
      <div className="card centered-card">
        <h1 ref={headingRef} tabIndex={-1}>
          {handle ? `Привет, @${handle}!` : 'Привет!'}
        </h1>
        <p>Скоро здесь появятся бонусные активности.</p>
        <p>Участвуйте и выиграйте путешествие в один из лучших отелей нашего каталога!</p>
      </div>
    </main>
  );
}
