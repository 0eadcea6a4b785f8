// The finder page's loader and server render, apart from the HTTP stack: the one state the
// browser tests cannot force is the industries failing to load on the server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { createTestDatabase } from "../helpers/db";
import { createLogger } from "../../server/logger";
import { seedDatabase, seedSets } from "../../server/db/seed";
import type { Database, DatabaseHandle } from "../../server/db/client";
import TrainingFinder, { loader } from "../../app/routes/training-finder";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDatabase(handle.db, seedSets.filter((set) => set.key.startsWith("seed:training")));
});
afterAll(() => handle?.close());

type LoaderArgs = Parameters<typeof loader>[0];
const runLoader = (url: string, db: Database) =>
  loader({ request: new Request(`http://localhost${url}`), context: { db, logger: createLogger("silent") }, params: {} } as unknown as LoaderArgs);

const render = (loaderData: Awaited<ReturnType<typeof loader>>, url = "/training-finder") =>
  renderToString(
    createElement(MemoryRouter, { initialEntries: [url] }, createElement(TrainingFinder, { loaderData, params: {}, matches: [] } as never)),
  );

describe("training finder page", () => {
  it("says 'Failed to load industries' when the database does not answer", async () => {
    const brokenDb = {
      select() {
        throw new Error("database is down");
      },
    } as unknown as Database;
    const data = await runLoader("/training-finder", brokenDb);
    expect(data.industries).toBeNull();
    const html = render(data);
    expect(html).toContain("Failed to load industries");
    expect(html).toMatch(/<select[^>]*id="finder-industry"[^>]*disabled=""/);
  });

  it("restores a shared link, results included, and ignores a role from another industry", async () => {
    const { industries } = await runLoader("/training-finder", handle.db);
    const construction = industries!.find((industry) => industry.name === "Construction")!;
    const mining = industries!.find((industry) => industry.name === "Mining")!;
    const constructionRoles = (await runLoader(`/training-finder?industry=${construction.id}`, handle.db)).roles!;
    const erector = constructionRoles.find((role) => role.title === "Scaffold Erector")!;

    const shared = await runLoader(`/training-finder?industry=${construction.id}&role=${erector.id}`, handle.db);
    expect(shared.industryId).toBe(String(construction.id));
    expect(shared.roleId).toBe(String(erector.id));
    expect(shared.result?.requiredTrainings.map((course) => course.name)).toContain("Scaffold Erecting");
    const html = render(shared, `/training-finder?industry=${construction.id}&role=${erector.id}`);
    expect(html).toContain("Training Requirements Results");
    expect(html).toContain("Construction Regulations, 2014, reg 16 (scaffolding)");

    const mismatched = await runLoader(`/training-finder?industry=${mining.id}&role=${erector.id}`, handle.db);
    expect(mismatched.industryId).toBe(String(mining.id));
    expect(mismatched.roleId).toBe("");
    expect(mismatched.result).toBeNull();
    expect(render(mismatched)).not.toContain("Training Requirements Results");
  });
});
