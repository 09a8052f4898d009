import { chromium } from "playwright";
const b = await chromium.launch({executablePath:"/usr/bin/chromium"}); const p = await b.newPage({ viewport: { width: 390, height: 844 } });
await p.context().addCookies([{name:"cookie_consent",value:"necessary",url:"http://localhost:8862"}]);
await p.goto("http://localhost:8862/immobilien/bewertung");
await p.screenshot({ path: "/tmp/bew-390.png" });
console.log(await p.evaluate(() => [...document.querySelectorAll("main *")].filter(e=>e.getBoundingClientRect().top<900 && e.children.length<3 && e.textContent.trim()).slice(0,30).map(e=>`${e.tagName}.${e.className} y=${Math.round(e.getBoundingClientRect().top)} h=${Math.round(e.getBoundingClientRect().height)} "${e.textContent.trim().slice(0,50)}"`).join("\n")));
await b.close();
