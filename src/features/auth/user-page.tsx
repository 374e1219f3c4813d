import { readUserInfo } from '@/api/user-info';

export function UserPage() {
  const handle = readUserInfo()?.user_name;
  return (
    <main className="centered-page">
      <div className="card centered-card">
        <h1>{handle ? `Привет, @${handle}!` : 'Привет!'}</h1>
        <p>Скоро здесь появятся бонусные активности.</p>
        <p>Участвуйте и выиграйте путешествие в один из лучших отелей нашего каталога!</p>
      </div>
    </main>
  );
}
