import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';

export function WelcomePane() {
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle('Главная'));
  return (
    <section className="card" aria-labelledby="welcome-title">
      <h1 id="welcome-title" ref={headingRef} tabIndex={-1}>
        Добро пожаловать в панель администратора!
      </h1>
      <p className="hint">Выберите регион в списке «Регионы», чтобы увидеть его отели, или найдите отель по названию.</p>
    </section>
  );
}
