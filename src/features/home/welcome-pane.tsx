export function WelcomePane() {
  return (
    <section className="card" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Добро пожаловать в панель администратора!</h1>
      <p className="hint">Выберите регион в списке «Регионы», чтобы увидеть его отели, или найдите отель по названию.</p>
    </section>
  );
}
