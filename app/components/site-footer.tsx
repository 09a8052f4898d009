export function SiteFooter({ year }: { year: number }) {
  return <footer className="site-footer">© {year}</footer>;
}
