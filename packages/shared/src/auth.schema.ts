import { z } from 'zod';
import { idSchema, limitSchema, mediaSchema, pageSchema } from './common.schema';

export const USER_ROLES = ['admin', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = z.enum(USER_ROLES, { message: "role must be 'admin' or 'editor'" });

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Length rules only; the server also refuses passwords from its list of common passwords. */
export const passwordSchema = z
  .string({ message: 'password is required' })
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const emailSchema = z
  .string({ message: 'email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email('email must be a valid e-mail address').max(254, 'email is too long'));

export const loginInputSchema = z.object({
  email: z.string({ message: 'email is required' }).trim().toLowerCase().min(1, 'email is required').max(254),
  password: z.string({ message: 'password is required' }).min(1, 'password is required').max(1024),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const passwordChangeInputSchema = z.object({
  currentPassword: z.string({ message: 'currentPassword is required' }).min(1, 'currentPassword is required'),
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeInputSchema>;

/** A reset link lives this long and works once. */
export const PASSWORD_RESET_MINUTES = 30;
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ message: 'token is required' })
    .min(20, 'token is not valid')
    .max(200, 'token is not valid'),
  newPassword: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** A signed-in person as the API shows them (never the hash). */
export const userSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
/** The signed-in person as GET /api/auth/me and /api/auth/session answer it. */
export const signedInUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
});

export const userCreateInputSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(100, 'name must be at most 100 characters').default(''),
  role: userRoleSchema.default('editor'),
  password: passwordSchema,
});
export type UserCreateInput = z.infer<typeof userCreateInputSchema>;

/** Admin edits another account; a new password is optional (and ends that person's sessions). */
export const userUpdateInputSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(100, 'name must be at most 100 characters').default(''),
  role: userRoleSchema,
  password: passwordSchema.optional().or(z.literal('').transform(() => undefined)),
});
export type UserUpdateInput = z.infer<typeof userUpdateInputSchema>;

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'reorder', 'sign-in', 'password-change'] as const;

export const auditEntrySchema = z.object({
  _id: idSchema,
  userId: z.string().nullable(),
  userEmail: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  page: pageSchema.default(1),
  limit: limitSchema(25),
  entity: z.string().trim().min(1).max(60).optional(),
  userId: idSchema.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** Where an upload is filed (the first part of its key). */
export const UPLOAD_FOLDERS = [
  'notices',
  'events',
  'documents',
  'leaders',
  'faculty',
  'hero-images',
  'gallery',
  'alumni',
  'student-life',
  'coaches',
  'settings',
  'misc',
  'videos',
  'hero-videos',
  /** Notices' and events' own pictures (their PDFs go to 'notices' and 'events'). */
  'item-pictures',
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const uploadQuerySchema = z.object({
  folder: z
    .enum(UPLOAD_FOLDERS, { message: `folder must be one of: ${UPLOAD_FOLDERS.join(', ')}` })
    .default('misc'),
});

export const MAX_IMAGE_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_PDF_UPLOAD_BYTES = 25 * 1024 * 1024;
/** The default video limit; the server's VIDEO_UPLOAD_MAX_MB may set another. */
export const MAX_VIDEO_UPLOAD_BYTES = 100 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const VIDEO_UPLOAD_TYPES = ['video/mp4', 'video/webm'] as const;
/** Folders that hold videos only: gallery clips, and hero videos (kept silent: their sound is removed). */
export const VIDEO_UPLOAD_FOLDERS: readonly UploadFolder[] = ['videos', 'hero-videos'];
/** Where a video picked in an image field goes instead of the field's own folder. */
export const videoFolderFor = (folder: UploadFolder): UploadFolder =>
  folder === 'hero-images' ? 'hero-videos' : 'videos';
/** Folders that hold PDFs only; 'misc' takes either kind; every other folder holds images only. */
export const PDF_UPLOAD_FOLDERS: readonly UploadFolder[] = ['notices', 'events', 'documents'];

/** What a folder accepts: the kinds and the largest file, as the upload screens state them. */
export function uploadRulesFor(
  folder: UploadFolder,
  maxVideoBytes: number = MAX_VIDEO_UPLOAD_BYTES,
): {
  kinds: ('image' | 'pdf' | 'video')[];
  maxBytes: number;
  summary: string;
} {
  if (folder === 'misc')
    return {
      kinds: ['image', 'pdf'],
      maxBytes: MAX_PDF_UPLOAD_BYTES,
      summary: 'JPEG, PNG, WebP or AVIF up to 15 MB, or a PDF up to 25 MB',
    };
  if (PDF_UPLOAD_FOLDERS.includes(folder))
    return { kinds: ['pdf'], maxBytes: MAX_PDF_UPLOAD_BYTES, summary: 'PDF, up to 25 MB' };
  if (VIDEO_UPLOAD_FOLDERS.includes(folder))
    return {
      kinds: ['video'],
      maxBytes: maxVideoBytes,
      summary: `MP4 (H.264) or WebM (VP9/AV1) video, up to ${Math.round(maxVideoBytes / (1024 * 1024))} MB`,
    };
  return {
    kinds: ['image'],
    maxBytes: MAX_IMAGE_UPLOAD_BYTES,
    summary: 'JPEG, PNG, WebP or AVIF, up to 15 MB',
  };
}

export const uploadSchema = z.object({
  kind: z.enum(['image', 'pdf', 'video']),
  /** Storage key to put in an entity's file field (e.g. a notice's pdfFile). */
  key: z.string(),
  /** Public URL; for images also the value of an entity's image URL field. */
  url: z.string(),
  /** The original name, cleaned (no folders). */
  fileName: z.string(),
  size: z.number().int(),
  media: mediaSchema.nullable(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** Admin list screens: every row (drafts too), paged, sorted by a column of the entity, searched. */
export const adminListQuerySchema = z
  .object({
    page: pageSchema.default(1),
    limit: limitSchema(25),
    sortBy: z
      .string()
      .regex(/^[A-Za-z_]{1,40}$/, 'sortBy must be a field name')
      .optional(),
    sortOrder: z.enum(['asc', 'desc'], { message: "sortOrder must be 'asc' or 'desc'" }).default('asc'),
    search: z.string().trim().max(200, 'search is too long').optional(),
  })
  .catchall(z.string().max(200));
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const reorderInputSchema = z.object({
  ids: z.array(idSchema).min(1, 'ids must list at least one id').max(1000),
});
export type ReorderInput = z.infer<typeof reorderInputSchema>;
