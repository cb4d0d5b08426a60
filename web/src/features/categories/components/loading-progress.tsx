import { DEFAULT_PROGRESS } from '../hooks/use-loading-progress';

/** The category page's loading state with its progress (spec §4, §9). */
export function LoadingProgress({
  value = DEFAULT_PROGRESS,
  label,
}: {
  value?: number;
  label: string;
}) {
  return (
    <div className="category-progress" role="status">
      <div
        className="category-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="category-progress__bar" style={{ width: `${value}%` }} />
      </div>
      <p className="category-progress__label">{label}</p>
    </div>
  );
}
