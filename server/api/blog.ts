import { Router } from "express";
import type { AppDeps } from "../deps";
import { requireAdmin } from "../auth/guard";
import { parseId, parseWith } from "./errors";
import { blogPostSchema, blogPublishSchema } from "../../app/lib/schemas/blog";
import { createPost, deletePost, getPostById, listAdminPosts, setPostPublished, updatePost } from "../services/blog";
import { HttpError } from "./errors";

/** /api/admin/blog (SPEC §7 plus GET, PUT and PATCH of one post), administrators only. */
export function createBlogRouter({ db }: AppDeps): Router {
  const router = Router();
  router.use("/admin/blog", requireAdmin);

  router.get("/admin/blog", async (_req, res) => {
    res.json(await listAdminPosts(db));
  });

  router.post("/admin/blog", async (req, res) => {
    const input = parseWith(blogPostSchema, req.body);
    const post = await createPost(db, input, req.user!.id);
    res.status(201).json(post);
  });

  router.get("/admin/blog/:id", async (req, res) => {
    const post = await getPostById(db, parseId(req.params.id, "post id"));
    if (!post) throw new HttpError(404, "Blog post not found");
    res.json(post);
  });

  router.put("/admin/blog/:id", async (req, res) => {
    const id = parseId(req.params.id, "post id");
    res.json(await updatePost(db, id, parseWith(blogPostSchema, req.body)));
  });

  // Publish or unpublish without sending the whole post.
  router.patch("/admin/blog/:id", async (req, res) => {
    const id = parseId(req.params.id, "post id");
    const { published } = parseWith(blogPublishSchema, req.body);
    res.json(await setPostPublished(db, id, published));
  });

  router.delete("/admin/blog/:id", async (req, res) => {
    await deletePost(db, parseId(req.params.id, "post id"));
    res.status(204).end();
  });

  return router;
}
