type ProgressBarProps = { percent: number; label: string };

/** Shown only while an upload is under way: strictly between 0 and 100 (docs/product.md, Forms). */
export function ProgressBar({ percent, label }: ProgressBarProps) {
  if (percent <= 0 || percent >= 100) return null;
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`Загружено ${percent} %`}
    >
      <div className="progress__bar" style={{ width: `${percent}%` }} />
      <span className="progress__text" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
