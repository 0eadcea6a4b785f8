// One pg-core schema for PGlite and PostgreSQL. Entities of SPEC §3 plus the
// tables the product needs to run safely (sessions, rate limits, mail outbox, consent).
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).defaultNow().notNull();

export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export const PROVIDER_STATUSES = ["pending", "approved", "rejected"] as const;
export const SUBSCRIBER_SOURCES = ["checklist", "newsletter"] as const;
export const MAIL_STATUSES = ["pending", "sent", "dead"] as const;

// ---------------------------------------------------------------- accounts

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
  email: text("email").unique(),
  hasActiveSubscription: boolean("has_active_subscription").default(false).notNull(),
  subscriptionType: text("subscription_type"),
  subscriptionEndDate: timestamp("subscription_end_date", { withTimezone: true }),
  // DESIGN decision 1: the first account is an administrator; later ones wait for approval.
  isAdmin: boolean("is_admin").default(false).notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    // sha256 of the cookie token: a leaked table does not yield usable cookies.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------- capture

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    service: text("service"),
    message: text("message").notNull(),
    source: varchar("source", { length: 100 }),
    status: varchar("status", { length: 20, enum: LEAD_STATUSES }).default("new").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("leads_created_idx").on(t.createdAt), index("leads_status_idx").on(t.status)],
);

export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    // Stored lower-cased; the unique index makes "already subscribed" case-insensitive.
    email: text("email").notNull().unique(),
    name: text("name"),
    source: varchar("source", { length: 20, enum: SUBSCRIBER_SOURCES }),
    // Random, unguessable; set by the application (crypto.randomBytes).
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("subscribers_created_idx").on(t.createdAt)],
);

/** POPIA: what the person agreed to, when, where and from which address. */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    subscriberId: integer("subscriber_id").references(() => subscribers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    form: varchar("form", { length: 50 }).notNull(),
    wording: text("wording").notNull(),
    ipAddress: varchar("ip_address", { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index("consents_subscriber_idx").on(t.subscriberId)],
);

export const providers = pgTable("providers", {
  id: serial("id").primaryKey(),
  companyName: text("company_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email").notNull().unique(),
  phone: text("phone").notNull(),
  website: text("website"),
  serviceArea: text("service_area").notNull(),
  services: jsonb("services").$type<string[]>().notNull(),
  certifications: text("certifications"),
  companyDescription: text("company_description").notNull(),
  status: varchar("status", { length: 20, enum: PROVIDER_STATUSES }).default("pending").notNull(),
  statusReason: text("status_reason"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- blog

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    title: varchar("title", { length: 255 }).notNull(),
    slug: varchar("slug", { length: 255 }).notNull().unique(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    published: boolean("published").default(false).notNull(),
    category: varchar("category", { length: 100 }),
    tags: jsonb("tags").$type<string[]>().default([]).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.publishedAt)],
);

// ---------------------------------------------------------------- quiz (no screen yet)

export const quizQuestions = pgTable("quiz_questions", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  options: jsonb("options").$type<string[]>().notNull(),
  correctAnswer: integer("correct_answer").notNull(),
  explanation: text("explanation"),
  category: varchar("category", { length: 100 }),
  difficulty: varchar("difficulty", { length: 50 }).default("medium"),
  createdAt: createdAt(),
});

export const quizResults = pgTable("quiz_results", {
  id: serial("id").primaryKey(),
  name: text("name"),
  email: text("email"),
  score: integer("score"),
  totalQuestions: integer("total_questions"),
  answers: jsonb("answers").notNull(),
  shareId: varchar("share_id", { length: 255 }).notNull().unique(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- training reference data

export const trainingCourses = pgTable("training_courses", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  duration: text("duration").notNull(),
  level: text("level").notNull(),
  category: text("category").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const industries = pgTable("industries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description"),
  createdAt: createdAt(),
});

export const jobRoles = pgTable(
  "job_roles",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    // restrict: deleting an industry still in use is refused (DESIGN decision 10).
    industryId: integer("industry_id")
      .notNull()
      .references(() => industries.id, { onDelete: "restrict" }),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [index("job_roles_industry_idx").on(t.industryId)],
);

export const trainingRequirements = pgTable(
  "training_requirements",
  {
    id: serial("id").primaryKey(),
    jobRoleId: integer("job_role_id")
      .notNull()
      .references(() => jobRoles.id, { onDelete: "restrict" }),
    trainingCourseId: integer("training_course_id")
      .notNull()
      .references(() => trainingCourses.id, { onDelete: "restrict" }),
    isRequired: boolean("is_required").default(true).notNull(),
    isRecommended: boolean("is_recommended").default(false).notNull(),
    frequency: text("frequency"),
    legalReference: text("legal_reference"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("training_requirements_pair_idx").on(t.jobRoleId, t.trainingCourseId),
    index("training_requirements_course_idx").on(t.trainingCourseId),
  ],
);

// ---------------------------------------------------------------- infrastructure

/** Fixed-window counters shared by every instance (rate limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Transactional outbox: mails queued with the row that caused them, sent by a worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    dedupKey: text("dedup_key").notNull().unique(),
    kind: varchar("kind", { length: 50 }).notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Data the worker needs to render attachments and headers at send time. */
    payload: jsonb("payload").$type<Record<string, unknown>>().default({}).notNull(),
    status: varchar("status", { length: 20, enum: MAIL_STATUSES }).default("pending").notNull(),
    attempts: integer("attempts").default(0).notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/** Small key/value facts about this database, e.g. which seed sets have run. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
