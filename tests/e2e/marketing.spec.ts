import { test, expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";

// Every string and link of SPEC §1-§2 on the marketing pages (issue 3).

const BINGO_URL = "https://bingo.safetyexperts.co.za";
const CITIES = ["Johannesburg", "Cape Town", "Durban", "Pretoria", "Port Elizabeth", "Bloemfontein", "East London", "Nelspruit", "Kimberley", "Polokwane"];

async function expectLink(scope: ReturnType<Page["locator"]> | Page, name: string, href: string) {
  const link = scope.getByRole("link", { name, exact: true });
  await expect(link.first()).toHaveAttribute("href", href);
}

/** Published post paths, newest first, as the server lists them. */
async function publishedPostPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
}

test.describe("home page", () => {
  test("hero, services cards and consultation banner (SPEC §1)", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page).toHaveTitle(/On-Demand Safety Experts/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safety Experts On-Demand, When You Need Them");
    await expectLink(page, "Book Safety Expert Now", "/contact");
    await expectLink(page, "Explore Our Services", "#services");
    await page.getByRole("link", { name: "Explore Our Services" }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator("#services")).toBeInViewport();

    const cards = page.locator("#services");
    const training = cards.getByTestId("service-card-training");
    await expect(training.getByRole("heading")).toHaveText("OHS Training");
    for (const text of ["On-site and online courses", "Nationally accredited", "Customised for your industry", "Certificate on completion"]) await expect(training).toContainText(text);
    await expectLink(training, "Book Training", "/contact");
    await expectLink(training, "Find Requirements", "/training-finder");

    const consulting = cards.getByTestId("service-card-consulting");
    await expect(consulting.getByRole("heading")).toHaveText("Safety Consulting");
    for (const text of ["compliance", "Risk assessments", "Policy"]) await expect(consulting).toContainText(text);
    await expectLink(consulting, "Get a Consultation", "/contact");

    const auditing = cards.getByTestId("service-card-auditing");
    await expect(auditing.getByRole("heading")).toHaveText("Workplace Auditing");
    for (const text of ["inspections", "Compliance reports", "Improvement recommendations"]) await expect(auditing).toContainText(text, { ignoreCase: true });
    await expectLink(auditing, "Schedule an Audit", "/contact");

    const equipment = cards.getByTestId("service-card-equipment");
    await expect(equipment.getByRole("heading")).toHaveText("Safety Equipment");
    for (const text of ["helmets", "PPE", "signage", "Fire equipment"]) await expect(equipment).toContainText(text, { ignoreCase: true });
    await expectLink(equipment, "Shop Equipment", "/contact");

    await expect(page.getByRole("heading", { name: /free 30-minute safety consultation/i })).toBeVisible();
    await expectLink(page, "Get Your Free Consultation", "/contact");
  });

  test("service areas, testimonials, about, provider promo, blog teaser and newsletter in the spec's order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main h2").allTextContents();
    const order = [/^Everything your workplace/, /free 30-minute/, /^Servicing South Africa$/, /^What our clients say$/, /^Safety expertise, on demand$/, /accredited safety provider/, /^Latest safety insights$/, /^Stay safe and compliant$/];
    const positions = order.map((pattern) => headings.findIndex((heading) => pattern.test(heading.trim())));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await expect(page.getByRole("heading", { name: "Servicing South Africa" })).toBeVisible();
    await expect(page.getByTestId("city-list").getByRole("listitem")).toHaveText(CITIES);
    await expect(page.getByTestId("city-list")).toHaveCSS("grid-template-columns", /^\S+ \S+$/);
    await expectLink(page, "Check if we service your area", "/contact");

    const ratings = page.getByRole("img", { name: "Rated 5 out of 5" });
    await expect(ratings).toHaveCount(2);
    await expect(page.locator("blockquote")).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Talk to us about your workplace" })).toHaveAttribute("href", "#contact");
    await expect(page.locator("section#contact")).toHaveCount(1);

    await expectLink(page, "Book Expert Now", "/about");
    await expectLink(page, "Join Our Provider Network", "/service-providers");
    for (const figure of ["200+", "1,500+", "85%", "9"]) await expect(page.locator("dd", { hasText: new RegExp(`^${figure.replace("+", "\\+")}$`) })).toHaveCount(1);

    await expectLink(page, "View All Articles", "/blog");
    await expect(page.locator("#contact").getByRole("heading", { name: "Stay safe and compliant" })).toBeVisible();
  });

  test("the blog teaser shows the three latest published posts, or a fallback when there are none", async ({ page }) => {
    await page.goto("/");
    const posts = await publishedPostPaths(page);
    if (posts.length === 0) {
      await expect(page.getByTestId("blog-teaser-empty")).toBeVisible();
      await expect(page.getByTestId("blog-teaser-empty").getByRole("link")).toHaveAttribute("href", "/blog");
    } else {
      const links = page.getByTestId("blog-teaser").getByRole("heading").getByRole("link");
      await expect(links).toHaveCount(Math.min(3, posts.length));
      const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
      expect(hrefs).toEqual(posts.slice(0, 3));
      await expect(page.getByTestId("blog-teaser").locator("time").first()).toHaveText(/\d{1,2} \w{3} \d{4}/);
    }
  });

  test("JSON-LD describes the organisation with its ten service areas", async ({ page }) => {
    await page.goto("/");
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data["@type"]).toBe("ProfessionalService");
    expect(data.name).toBe("Safety Experts On-Demand");
    expect(data.telephone).toBe("+27 10 500 1234");
    expect(data.areaServed.map((area: { name: string }) => area.name)).toEqual(CITIES);
  });
});

test.describe("/services", () => {
  test("four cards with ids, images, features, Request buttons and the consultation button", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    const cards: Array<[string, string]> = [
      ["training", "OHS Training"],
      ["consulting", "Safety Consulting"],
      ["auditing", "Workplace Auditing"],
      ["equipment", "Safety Equipment"],
    ];
    for (const [id, title] of cards) {
      const card = page.locator(`#${id}`);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(title);
      await expect(card.locator("p").first()).not.toBeEmpty();
      const image = card.locator("img");
      await expect(image).toHaveAttribute("src", `/images/services/${id}.svg`);
      await expect(image).toHaveAttribute("width", "480");
      await expect(image).toHaveAttribute("alt", /\w+/);
      expect(await card.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      await expectLink(card, `Request ${title}`, "/contact");
    }
    await expect(page.locator("#equipment")).toContainText("PPE");
    await expect(page.locator("#equipment")).toContainText("Fall protection");
    await expect(page.locator("#equipment")).toContainText("Fire safety equipment");
    await expectLink(page, "Get a Free Consultation", "/contact");
    // Images below the first card load lazily.
    await expect(page.locator("#auditing img")).toHaveAttribute("loading", "lazy");
  });

  test("equipment features have info tooltips that open after the 700 ms delay, on hover and on focus", async ({ page }) => {
    await gotoHydrated(page, "/services");
    await expect(page.locator("[data-tooltips=loading]")).toHaveCount(0);
    // The WhatsApp button's CSS tooltip is always in the page: look for ours by its text.
    const tooltip = (text: string) => page.getByRole("tooltip").filter({ hasText: text });
    const ppe = page.getByRole("button", { name: "More about PPE" });
    const fall = page.getByRole("button", { name: "More about Fall protection" });
    const fire = page.getByRole("button", { name: "More about Fire safety equipment" });

    // The first tooltip opens only after the 700 ms delay (Radix marks it "delayed-open").
    const started = Date.now();
    await ppe.hover();
    await expect(tooltip("Personal protective equipment")).toHaveCount(1, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    await expect(ppe).toHaveAttribute("data-state", "delayed-open");
    await expect(ppe).toHaveAttribute("aria-describedby", /.+/);

    // Moving straight to a neighbour within the 300 ms skip delay opens it at once
    // (one raw mouse move: hover()'s actionability checks could outlast the 300 ms).
    const box = (await fall.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Radix opens on pointermove once the pointer has left the previous tooltip's grace area.
    await page.mouse.move(box.x + box.width / 2 + 1, box.y + box.height / 2 + 1);
    await page.waitForTimeout(50);
    await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2);
    // "instant-open" when the move lands inside the 300 ms window; a heavily loaded test
    // machine can stretch it, so only the opening itself is asserted here.
    await expect(fall).toHaveAttribute("data-state", /open$/);
    await expect(tooltip("harnesses")).toHaveCount(1);
    await expect(tooltip("Personal protective equipment")).toHaveCount(0);

    // After the skip delay has passed, the delay applies again.
    await page.mouse.move(5, 5, { steps: 5 });
    await page.mouse.move(0, 0);
    await expect(tooltip("harnesses")).toHaveCount(0);
    await page.waitForTimeout(600);
    await fire.hover();
    await expect(fire).toHaveAttribute("data-state", "delayed-open");
    await expect(tooltip("Fire extinguishers")).toHaveCount(1);
    await page.mouse.move(5, 5, { steps: 5 });
    await page.mouse.move(0, 0);

    // Keyboard focus opens it too, and Escape closes it.
    await ppe.focus();
    await expect(tooltip("Personal protective equipment")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(tooltip("Personal protective equipment")).toHaveCount(0);
  });
});

test("/about: mission, three values and both buttons", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
  for (const value of ["Expertise", "Commitment", "Innovation"]) await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
  await expectLink(page, "Work With Us", "/contact");
  await expectLink(page, "Get Started Today", "/contact");
});

test.describe("/contact", () => {
  test("details, WhatsApp link and the FAQ", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const details = page.getByRole("complementary");
    await expect(details.getByRole("link", { name: "+27 10 500 1234" })).toHaveAttribute("href", "tel:+27105001234");
    await expect(details.getByRole("link", { name: "info@safetyexperts.co.za" })).toHaveAttribute("href", "mailto:info@safetyexperts.co.za");
    await expect(details).toContainText("Monday-Friday 8:00 AM-5:00 PM");
    await expect(details).toContainText("After-hours emergency services available");
    await expect(page.getByTestId("contact-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/27821234567\?text=/);
    await expect(page.getByTestId("contact-whatsapp")).toHaveAttribute("target", "_blank");

    const faq = page.locator("#faq");
    await expect(faq.locator("details")).toHaveCount(3);
    await expect(faq).toContainText("Within minutes");
    await expect(faq).toContainText("1-2 hours");
    const second = faq.locator("details").nth(1);
    await second.locator("summary").click();
    await expect(second.getByText("nationally recognised")).toBeVisible();
    const third = faq.locator("details").nth(2);
    await third.locator("summary").click();
    await expect(third.getByText(/describe your safety challenge/i)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check if we service your area" })).toBeVisible();
  });

  test("the footer FAQ link lands on the FAQ", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/contact#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
  });
});

test("/service-providers: benefits and How It Works", async ({ page }) => {
  await page.goto("/service-providers");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const benefit of ["Qualified Leads", "Local Focus", "No Upfront Fees"]) await expect(page.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  for (const step of ["Register Your Company", "Verification Process", "Lead Delivery"]) await expect(page.getByRole("heading", { level: 4, name: step })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Register your company", exact: true })).toBeVisible();
  await expect(page.locator("main")).toContainText("no monthly fees or contracts");
});

test("/registration-success: message, next steps, both buttons and the support line", async ({ page }) => {
  await page.goto("/registration-success");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Registration Complete!");
  await expect(page.locator("main")).toContainText("account and your bingo card subscription are now active");
  expect(await page.locator("main ul li").count()).toBeGreaterThanOrEqual(3);
  await expectLink(page, "Go to Incident Bingo Platform", BINGO_URL);
  await expectLink(page, "Return to Home", "/");
  await expect(page.locator("main").getByRole("link", { name: "info@safetyexperts.co.za" })).toHaveAttribute("href", "mailto:info@safetyexperts.co.za");
  await expect(page.locator("main").getByRole("link", { name: "+27 10 500 1234" })).toHaveAttribute("href", "tel:+27105001234");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test.describe("/form-confirmation", () => {
  test("What's Next column and the registration form with its fields", async ({ page }) => {
    await page.goto("/form-confirmation");
    await expect(page.getByRole("heading", { name: "What's Next?" })).toBeVisible();
    const main = page.locator("main");
    await expect(main).toContainText("Complete the registration form");
    await expect(main).toContainText("Log in to access your subscription");
    await expect(main).toContainText("Our team will reach out");
    await expect(main.getByRole("link", { name: "+27 10 500 1234" })).toBeVisible();
    await expect(main.getByRole("link", { name: "info@safetyexperts.co.za" })).toBeVisible();
    await expectLink(page, "Log in to your account", BINGO_URL);
    await expect(page.getByRole("button", { name: "Return to Home" })).toBeDisabled();

    await expect(page.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Company Name")).not.toHaveAttribute("required", "");
    await expect(page.getByLabel("Phone")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
    const plan = page.getByLabel("Subscription");
    await expect(plan).toHaveValue("basic");
    const options = await plan.locator("option").evaluateAll((elements) => elements.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
    expect(options).toEqual([
      ["basic", "Basic Plan"],
      ["standard", "Standard Plan"],
      ["premium", "Premium Plan"],
    ]);
  });

  test("submitting switches the page locally to the confirmation, with no network call", async ({ page }) => {
    await gotoHydrated(page, "/form-confirmation");
    await page.getByRole("button", { name: "Subscribe" }).click();
    // The browser's required-field check stops an empty form.
    await expect(page.getByTestId("registration-complete")).toHaveCount(0);

    await page.getByLabel("Full Name").fill("Thandi Nkosi");
    await page.getByLabel("Phone").fill("082 123 4567");
    await page.getByLabel("Email").fill("thandi@example.co.za");
    await page.getByLabel("Subscription").selectOption("premium");
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.getByRole("button", { name: "Subscribe" }).click();
    const complete = page.getByTestId("registration-complete");
    await expect(complete.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();
    await expect(complete.getByRole("link", { name: "Go to Incident Bingo Platform" })).toHaveAttribute("href", BINGO_URL);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
  });

  test("without JavaScript the form still reaches the confirmation", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/form-confirmation");
    await page.getByLabel("Full Name").fill("Thandi Nkosi");
    await page.getByLabel("Phone").fill("082 123 4567");
    await page.getByLabel("Email").fill("thandi@example.co.za");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();
    await context.close();
  });
});

test.describe("legal pages", () => {
  test("/privacy-policy covers POPIA: responsible party, purposes, Information Officer, rights, Information Regulator", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const main = page.locator("main");
    for (const text of ["Protection of Personal Information Act 4 of 2013", "responsible party", "Information Officer", "purposes", "Information Regulator", "inforegulator.org.za", "unsubscribe", "info@safetyexperts.co.za"]) {
      await expect(main).toContainText(text, { ignoreCase: true });
    }
    await expect(main.getByRole("heading", { name: /your rights as a data subject/i })).toBeVisible();
    await expect(main).not.toContainText("{");
  });

  test("/terms gives the ECTA section 43 details and South African law", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    const main = page.locator("main");
    for (const text of ["Electronic Communications and Transactions Act 25 of 2002", "section 43", "+27 10 500 1234", "info@safetyexperts.co.za", "Johannesburg", "Consumer Protection Act 68 of 2008", "Occupational Health and Safety Act 85 of 1993", "Republic of South Africa"]) {
      await expect(main).toContainText(text);
    }
    // COMPANY_REGISTRATION and COMPANY_DIRECTORS (set for the test server) are published as s43 asks.
    await expect(main).toContainText("Company registration number and place of registration: 2021/123456/07, registered in South Africa with the Companies and Intellectual Property Commission (CIPC).");
    await expect(main).toContainText("Directors: N. Dlamini, P. van Wyk.");
    await expect(page.getByRole("contentinfo")).toContainText("Company registration number 2021/123456/07");
    await expect(main).not.toContainText("{");
    await expect(main.locator("strong").first()).toBeVisible();
  });
});

test("/sitemap lists every public page and every published post", async ({ page }) => {
  await page.goto("/sitemap");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  const pages = page.getByTestId("sitemap-pages").getByRole("link");
  const hrefs = await pages.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(["/", "/services", "/about", "/blog", "/contact", "/training-finder", "/service-providers", "/privacy-policy", "/terms", "/sitemap"]);
  const posts = await publishedPostPaths(page);
  if (posts.length === 0) await expect(page.getByText("No articles have been published yet.")).toBeVisible();
  else {
    const postHrefs = await page.getByTestId("sitemap-posts").getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(postHrefs).toEqual(posts);
  }
});

test("the marketing pages are readable without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const expectations: Array<[string, string[]]> = [
    ["/", ["Safety Experts On-Demand, When You Need Them", "Servicing South Africa", "Polokwane", "What our clients say", "View All Articles"]],
    ["/services", ["Request Safety Equipment", "Fall protection"]],
    ["/about", ["Expertise", "Get Started Today"]],
    ["/contact", ["Monday-Friday 8:00 AM-5:00 PM", "nationally recognised", "Check if we service your area"]],
    ["/service-providers", ["No Upfront Fees", "Lead Delivery"]],
    ["/privacy-policy", ["Information Regulator"]],
    ["/terms", ["section 43"]],
  ];
  for (const [path, texts] of expectations) {
    await page.goto(path);
    for (const text of texts) await expect(page.locator("main")).toContainText(text);
  }
  await context.close();
});
