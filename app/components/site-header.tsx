export function SiteHeader() {
  return (
    <header className="site-header">
      <a href="/">Donau Estate</a>
    </header>
  );
}
