/** The public site's endpoints: content, waitlist, contact, newsletter, status, telemetry (no sign-in). */
import { z } from 'zod';
import { blogCategories, legalDocs, type LegalPage, type PostDetail, type PostSummary } from '../blog.js';
import { contactSchema, type ContactResponse } from '../contact.js';
import { newsletterSchema, type NewsletterResult } from '../newsletter.js';
import { statusComponents, uptimeWindows, type StatusResponse } from '../status.js';
import { joinWaitlistSchema, type JoinWaitlistResponse, type WaitlistCountResponse } from '../waitlist.js';
import { endpoint } from './endpoint.js';

export const postSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(blogCategories),
  author: z.string(),
  authorRole: z.string(),
  date: z.string(),
  readTime: z.string(),
  coverImage: z.string(),
  featured: z.boolean(),
}) satisfies z.ZodType<PostSummary>;
export const postDetailSchema = postSummarySchema.extend({ html: z.string() }) satisfies z.ZodType<PostDetail>;
export const legalPageSchema = z.object({ doc: z.enum(legalDocs), title: z.string(), updated: z.string(), html: z.string() }) satisfies z.ZodType<LegalPage>;

export const contentApi = {
  posts: endpoint({ method: 'get', path: '/content/blog', response: z.object({ posts: z.array(postSummarySchema) }) }),
  post: endpoint({ method: 'get', path: '/content/blog/:slug', response: z.object({ post: postDetailSchema }) }),
  legal: endpoint({ method: 'get', path: '/content/legal/:doc', response: z.object({ page: legalPageSchema }) }),
};

export const waitlistApi = {
  join: endpoint({
    method: 'post',
    path: '/waitlist',
    body: joinWaitlistSchema,
    response: z.object({ position: z.number(), confirmationSent: z.boolean() }) satisfies z.ZodType<JoinWaitlistResponse>,
    status: 201,
  }),
  count: endpoint({ method: 'get', path: '/waitlist/count', response: z.object({ count: z.number() }) satisfies z.ZodType<WaitlistCountResponse> }),
};

export const contactApi = {
  send: endpoint({
    method: 'post',
    path: '/contact',
    body: contactSchema,
    response: z.object({ id: z.string(), receivedAt: z.string() }) satisfies z.ZodType<ContactResponse>,
    status: 201,
  }),
};

export const newsletterApi = {
  /** 201 when subscribed now, 200 when the address already was. */
  subscribe: endpoint({
    method: 'post',
    path: '/newsletter',
    body: newsletterSchema,
    response: z.object({ status: z.enum(['subscribed', 'already_subscribed']), confirmationSent: z.boolean() }) satisfies z.ZodType<NewsletterResult>,
    status: 201,
  }),
};

const componentState = z.enum(['operational', 'degraded', 'down']);
const uptimeFigure = z.object({ percent: z.number().nullable(), samples: z.number() });
const windowIds = uptimeWindows.map((w) => w.id) as [(typeof uptimeWindows)[number]['id'], ...(typeof uptimeWindows)[number]['id'][]];
const componentIds = statusComponents.map((s) => s.id) as [(typeof statusComponents)[number]['id'], ...(typeof statusComponents)[number]['id'][]];
export const statusResponseSchema = z.object({
  checkedAt: z.string(),
  overall: componentState,
  sampleIntervalSeconds: z.number(),
  components: z.array(
    z.object({
      id: z.enum(componentIds),
      name: z.string(),
      description: z.string(),
      state: componentState,
      latencyMs: z.number().nullable(),
      detail: z.string(),
      uptime: z.record(z.enum(windowIds), uptimeFigure),
    }),
  ),
}) satisfies z.ZodType<StatusResponse>;

export const statusApi = {
  status: endpoint({ method: 'get', path: '/status', response: statusResponseSchema }),
  /** The trivial request the API check dispatches through this router. */
  ping: endpoint({ method: 'get', path: '/status/ping', response: z.object({ ok: z.literal(true) }) }),
};

export const MAX_REPORTED_PATH = 512;
// Anyone can post here, so only a bounded, printable, site-relative path reaches the log.
export const notFoundReportSchema = z.object({
  path: z
    .string({ error: 'Path is required' })
    .min(1, 'Path is required')
    .max(MAX_REPORTED_PATH, `Path must be at most ${MAX_REPORTED_PATH} characters`)
    .regex(/^\/(?!\/)/, 'Path must start with a single /')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Path must not contain control characters'),
});

export const telemetryApi = {
  notFound: endpoint({ method: 'post', path: '/telemetry/not-found', body: notFoundReportSchema, response: null }),
};
