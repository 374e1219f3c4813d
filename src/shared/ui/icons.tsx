import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Line icons on a 24px grid; decorative, so hidden from screen readers (buttons carry the name). */
export function makeIcon(paths: readonly string[]) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const EditIcon = makeIcon(['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z']);
export const SearchIcon = makeIcon(['m21 21-4.3-4.3', 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z']);
export const PlusIcon = makeIcon(['M12 5v14', 'M5 12h14']);
export const BackIcon = makeIcon(['m15 18-6-6 6-6']);
export const ForwardIcon = makeIcon(['m9 18 6-6-6-6']);
export const MapPinIcon = makeIcon(['M12 22s7-6.1 7-12a7 7 0 1 0-14 0c0 5.9 7 12 7 12Z', 'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z']);
