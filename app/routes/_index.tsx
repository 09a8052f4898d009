import type { MetaFunction } from "@remix-run/cloudflare";

export const meta: MetaFunction = () => [{ title: "Donau Estate" }];

export default function Home() {
  return (
    <section className="hero">
      <h1>OUR MISSION: YOUR REAL ESTATE</h1>
      <p>Ihr zuverlässiger Partner für Immobilien in Wien und Niederösterreich</p>
    </section>
  );
}
