// The three bars of a menu toggle, drawn in the page. Bootstrap draws them as an SVG image in a
// data: URL, and an SVG image is a document of its own that a phone builds before its first paint
// (as the logo was, site-logo.tsx). Same drawing, in Bootstrap's colours for it (site.css).
export function MenuIcon() {
  return (
    <svg
      viewBox="0 0 30 30"
      width="1.5em"
      height="1.5em"
      aria-hidden="true"
      focusable="false"
      className="menu-icon"
    >
      <path
        stroke="currentColor"
        strokeLinecap="round"
        strokeMiterlimit="10"
        strokeWidth="2"
        d="M4 7h22M4 15h22M4 23h22"
      />
    </svg>
  );
}
