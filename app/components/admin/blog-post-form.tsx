// The create and edit form of a blog post (SPEC §2 /admin/blog/create, §5 rules, §8 toasts).
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Plus, Wand2 } from "lucide-react";
import { apiRequest, ApiError } from "~/lib/api";
import { notify } from "~/lib/toast";
import { blogPostSchema, type BlogPostDraft } from "~/lib/schemas/blog";
import { addTag, BLOG_CATEGORIES, isImageAddress, slugify } from "~/lib/blog";
import { useFeaturedImage } from "~/components/blog/post-card";
import { fieldErrors } from "~/lib/schemas/auth";
import { Field, fieldDescribedBy } from "~/components/ui/field";

export interface BlogPostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  category: string;
  tags: string[];
  published: boolean;
}

export const EMPTY_POST: BlogPostFormValues = { title: "", slug: "", excerpt: "", content: "", featuredImage: "", category: "", tags: [], published: false };

const AUTO_SLUG_DELAY_MS = 500;

/** Shows the featured image as it will appear, or says why it will not: the CSP allows only our own images. */
function FeaturedImagePreview({ address }: { address: string }) {
  const shown = useFeaturedImage(address);
  const [failed, setFailed] = useState<string | null>(null);
  if (!address || !isImageAddress(address)) return null;
  if (!shown) {
    return (
      <p className="mt-2 text-sm text-amber-800" role="status">
        Images from other websites are blocked by this site&apos;s security policy and will not be shown. Use an image on this site, e.g.
        /images/blog/choosing-and-maintaining-ppe.svg.
      </p>
    );
  }
  if (failed === address) {
    return (
      <p className="mt-2 text-sm text-amber-800" role="status">
        No image was found at this address. Check the path.
      </p>
    );
  }
  return <img src={shown} alt="Preview of the featured image" onError={() => setFailed(address)} className="mt-2 aspect-[16/9] w-48 rounded-md border border-slate-200 object-cover" width={192} height={108} />;
}


export function BlogPostForm({ mode, postId, initial = EMPTY_POST }: { mode: "create" | "edit"; postId?: number; initial?: BlogPostFormValues }) {
  const navigate = useNavigate();
  const uid = useId();
  const ids = {
    title: `${uid}-title`,
    slug: `${uid}-slug`,
    excerpt: `${uid}-excerpt`,
    featuredImage: `${uid}-image`,
    category: `${uid}-category`,
    tag: `${uid}-tag`,
    content: `${uid}-content`,
    published: `${uid}-published`,
  };
  const [values, setValues] = useState<BlogPostFormValues>(initial);
  const [tagInput, setTagInput] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  // The slug follows the title until someone edits it by hand (SPEC §4: generated 500 ms after typing when empty).
  const autoSlug = useRef(initial.slug === "");
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof BlogPostFormValues>(key: K, value: BlogPostFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  useEffect(() => {
    if (!autoSlug.current || !values.title.trim()) return;
    // Checked again when the timer fires: the slug may have been typed by hand meanwhile.
    const timer = setTimeout(() => {
      if (autoSlug.current) setValues((current) => ({ ...current, slug: slugify(current.title) }));
    }, AUTO_SLUG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values.title]);

  const addCurrentTag = () => {
    set("tags", addTag(values.tags, tagInput));
    setTagInput("");
  };

  const onTagKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      addCurrentTag();
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload: BlogPostDraft = {
      ...values,
      featuredImage: values.featuredImage.trim() || null,
      category: values.category || null,
    };
    const parsed = blogPostSchema.safeParse(payload);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const firstKey = String(parsed.error.issues[0]!.path[0]) as keyof typeof ids;
      formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[firstKey] ?? ids.title)}`)?.focus();
      return;
    }
    setPending(true);
    try {
      if (mode === "create") {
        await apiRequest("POST", "/api/admin/blog", parsed.data);
        void notify({ title: "Success", description: "Blog post created successfully" });
      } else {
        await apiRequest("PUT", `/api/admin/blog/${postId}`, parsed.data);
        void notify({ title: "Success", description: "Blog post updated successfully" });
      }
      navigate("/admin/blog");
    } catch (error) {
      const fallback = mode === "create" ? "Failed to create blog post" : "Failed to update blog post";
      const message = error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
      if (error instanceof ApiError && error.data?.errors) setErrors(error.data.errors);
      void notify({ title: "Error", description: message, variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const submitLabel = mode === "create" ? (pending ? "Creating..." : "Create Blog Post") : pending ? "Saving..." : "Save Changes";

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="card space-y-5 p-5 sm:p-6" aria-label={mode === "create" ? "Create blog post" : "Edit blog post"}>
      <Field id={ids.title} label="Title" error={errors.title}>
        <input
          id={ids.title}
          className="input"
          value={values.title}
          onChange={(event) => set("title", event.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={fieldDescribedBy(ids.title, errors.title)}
          maxLength={255}
        />
      </Field>

      <Field id={ids.slug} label="Slug" error={errors.slug} hint="The address of the post: /blog/your-slug. Lowercase letters, numbers and hyphens.">
        <div className="flex gap-2">
          <input
            id={ids.slug}
            className="input font-mono"
            value={values.slug}
            onChange={(event) => {
              autoSlug.current = event.target.value === "";
              set("slug", event.target.value);
            }}
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={fieldDescribedBy(ids.slug, errors.slug, "hint")}
            maxLength={255}
          />
          <button
            type="button"
            className="btn-outline shrink-0"
            onClick={() => {
              autoSlug.current = false;
              set("slug", slugify(values.title));
            }}
          >
            <Wand2 className="size-4" aria-hidden="true" />
            Generate
          </button>
        </div>
      </Field>

      <Field id={ids.excerpt} label="Excerpt" error={errors.excerpt} hint="One or two sentences shown in the blog list and to search engines.">
        <textarea
          id={ids.excerpt}
          rows={3}
          className="input"
          value={values.excerpt}
          onChange={(event) => set("excerpt", event.target.value)}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={fieldDescribedBy(ids.excerpt, errors.excerpt, "hint")}
        />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Field id={ids.featuredImage} label="Featured Image URL" error={errors.featuredImage} hint="Optional. An image on this site, e.g. /images/blog/choosing-and-maintaining-ppe.svg">
            <input
              id={ids.featuredImage}
              type="text"
              inputMode="url"
              autoComplete="off"
              className="input"
              value={values.featuredImage}
              onChange={(event) => set("featuredImage", event.target.value)}
              aria-invalid={errors.featuredImage ? true : undefined}
              aria-describedby={fieldDescribedBy(ids.featuredImage, errors.featuredImage, "hint")}
            />
          </Field>
          <FeaturedImagePreview address={values.featuredImage.trim()} />
        </div>

        <Field id={ids.category} label="Category" error={errors.category}>
          <select
            id={ids.category}
            className="input"
            value={values.category}
            onChange={(event) => set("category", event.target.value)}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={fieldDescribedBy(ids.category, errors.category)}
          >
            <option value="">Select a category</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <Field id={ids.tag} label="Tags" error={errors.tags} hint="Press Enter or Add after each tag.">
        <div className="flex gap-2">
          <input
            id={ids.tag}
            className="input"
            value={tagInput}
            onChange={(event) => setTagInput(event.target.value)}
            onKeyDown={onTagKeyDown}
            aria-describedby={fieldDescribedBy(ids.tag, errors.tags, "hint")}
            maxLength={50}
          />
          <button type="button" className="btn-outline shrink-0" onClick={addCurrentTag}>
            <Plus className="size-4" aria-hidden="true" />
            Add
          </button>
        </div>
        {values.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Added tags">
            {values.tags.map((tag) => (
              <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-navy-50 py-1 pr-1 pl-3 text-sm text-navy-800">
                {tag}
                <button
                  type="button"
                  onClick={() => set("tags", values.tags.filter((other) => other !== tag))}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-navy-100"
                  aria-label={`Remove tag ${tag}`}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Field>

      <Field id={ids.content} label="Content" error={errors.content} hint="Markdown: ## headings, **bold**, lists, links and tables.">
        <textarea
          id={ids.content}
          rows={15}
          className="input font-mono text-sm"
          value={values.content}
          onChange={(event) => set("content", event.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={fieldDescribedBy(ids.content, errors.content, "hint")}
        />
      </Field>

      <div className="flex items-start gap-3">
        <input
          id={ids.published}
          type="checkbox"
          className="mt-1 size-4 accent-navy-700"
          checked={values.published}
          onChange={(event) => set("published", event.target.checked)}
          aria-describedby={`${ids.published}-hint`}
        />
        <div>
          <label htmlFor={ids.published} className="text-sm font-medium text-slate-900">
            {mode === "create" ? "Publish immediately" : "Published"}
          </label>
          <p id={`${ids.published}-hint`} className="text-sm text-slate-600">
            {values.published ? "Visible on the public blog." : "Saved as a draft: only administrators can see it."}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-5">
        <button type="submit" className="btn-primary" disabled={pending}>
          {submitLabel}
        </button>
        <button type="button" className="btn-outline" onClick={() => navigate("/admin/blog")} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
