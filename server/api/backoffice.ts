import { Router, type Response } from "express";
import type { AppDeps } from "../deps";
import { requireAdmin } from "../auth/guard";
import { HttpError, parseId, parseWith } from "./errors";
import {
  leadListQuerySchema,
  leadStatusSchema,
  providerDecisionSchema,
  providerListQuerySchema,
  subscriberListQuerySchema,
  userAdminSchema,
  userListQuerySchema,
} from "../../app/lib/schemas/backoffice";
import { exportLeadsCsv, getLead, listLeads, setLeadStatus } from "../services/backoffice-leads";
import { decideProvider, getProvider, listProviders, PROVIDER_NOT_FOUND } from "../services/backoffice-providers";
import { exportSubscribersCsv, listSubscribers, unsubscribeSubscriberById } from "../services/backoffice-subscribers";
import { listUsers, setUserAdmin } from "../services/backoffice-users";
import { backofficeStats } from "../services/backoffice-stats";
import { csvFileName } from "../services/csv";

const OWN_PATHS = /^\/admin\/(stats|leads|providers|subscribers|users)(\.csv)?(\/|$)/;
const LEAD_NOT_FOUND = "This lead does not exist";

function sendCsv(res: Response, prefix: string, csv: string) {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${csvFileName(prefix)}"`);
  res.send(csv);
}

/** /api/admin leads, providers, subscribers, users and the dashboard counts (issue 7). */
export function createBackofficeRouter(deps: AppDeps): Router {
  const { db, config } = deps;
  const router = Router();
  // Guard only our paths (including leads.csv): the blog and training routers own the rest of /admin.
  router.use((req, res, next) => (OWN_PATHS.test(req.path) ? requireAdmin(req, res, next) : next()));

  router.get("/admin/stats", async (_req, res) => {
    res.json(await backofficeStats(db));
  });

  // ------------------------------------------------------------ leads
  router.get("/admin/leads", async (req, res) => {
    res.json(await listLeads(db, parseWith(leadListQuerySchema, req.query)));
  });
  router.get("/admin/leads.csv", async (req, res) => {
    const { q, status, service } = parseWith(leadListQuerySchema, req.query);
    sendCsv(res, "leads", await exportLeadsCsv(db, { q, status, service }));
  });
  router.get("/admin/leads/:id", async (req, res) => {
    const lead = await getLead(db, parseId(req.params.id));
    if (!lead) throw new HttpError(404, LEAD_NOT_FOUND);
    res.json(lead);
  });
  router.patch("/admin/leads/:id", async (req, res) => {
    const id = parseId(req.params.id);
    const { status } = parseWith(leadStatusSchema, req.body);
    const lead = await setLeadStatus(db, id, status);
    if (!lead) throw new HttpError(404, LEAD_NOT_FOUND);
    res.json(lead);
  });

  // ------------------------------------------------------------ providers
  router.get("/admin/providers", async (req, res) => {
    res.json(await listProviders(db, parseWith(providerListQuerySchema, req.query)));
  });
  router.get("/admin/providers/:id", async (req, res) => {
    const provider = await getProvider(db, parseId(req.params.id));
    if (!provider) throw new HttpError(404, PROVIDER_NOT_FOUND);
    res.json(provider);
  });
  router.patch("/admin/providers/:id", async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await decideProvider(db, config, id, parseWith(providerDecisionSchema, req.body)));
  });

  // ------------------------------------------------------------ subscribers
  router.get("/admin/subscribers", async (req, res) => {
    res.json(await listSubscribers(db, parseWith(subscriberListQuerySchema, req.query)));
  });
  router.get("/admin/subscribers.csv", async (req, res) => {
    const { q, status } = parseWith(subscriberListQuerySchema, req.query);
    sendCsv(res, "subscribers", await exportSubscribersCsv(db, { q, status }));
  });
  router.post("/admin/subscribers/:id/unsubscribe", async (req, res) => {
    res.json(await unsubscribeSubscriberById(db, parseId(req.params.id)));
  });

  // ------------------------------------------------------------ users
  router.get("/admin/users", async (req, res) => {
    res.json(await listUsers(db, parseWith(userListQuerySchema, req.query)));
  });
  router.patch("/admin/users/:id", async (req, res) => {
    const id = parseId(req.params.id);
    const { isAdmin } = parseWith(userAdminSchema, req.body);
    res.json(await setUserAdmin(db, req.user!.id, id, isAdmin));
  });

  return router;
}
