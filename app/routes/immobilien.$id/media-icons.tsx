// The detail page media sections' line icons (inline SVG, drawn in currentColor by detail.css).

export function ZoomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="media-plan-hint-icon">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5M10.5 7.5v6M7.5 10.5h6" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M10 8.5v7l5.5-3.5z" className="media-icon-fill" />
    </svg>
  );
}

export function TourIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <ellipse cx="12" cy="12" rx="9.5" ry="4" />
      <path d="M12 2.5c-2.6 0-4.5 4.3-4.5 9.5s1.9 9.5 4.5 9.5 4.5-4.3 4.5-9.5-1.9-9.5-4.5-9.5z" />
    </svg>
  );
}
