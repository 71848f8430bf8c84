/**
 * Table types for Kysely (camelCase here, snake_case in SQL through CamelCasePlugin).
 * JSON columns hold text; booleans are 0/1 integers, as SPEC §3 describes them, so SQLite and
 * PostgreSQL share one schema. Timestamps are ISO-8601 text written by the application.
 */
export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string | null;
  tier: string;
  narrationCount: number;
  lastResetDate: string | null;
  postcardsThisMonth: number;
  postcardResetDate: string | null;
  partnerUserId: string | null;
  authMethod: string;
  displayName: string | null;
  toursLimit: number | null;
  postcardsLimit: number | null;
  subscriptionTier: string | null;
  trialActive: number;
  trialExpiresAt: string | null;
  voiceSettings: string;
  createdAt: string;
}

export interface SessionsTable {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface NarrationsTable {
  id: string;
  userId: string | null;
  theme: string;
  language: string;
  duration: number;
  title: string;
  location: string;
  narrationText: string;
  audioUrl: string | null;
  audioDurationSeconds: number | null;
  photoUrls: string;
  heroImageUrl: string | null;
  photoCount: number;
  cost: string;
  placesInfo: string;
  cacheKey: string | null;
  routeId: string | null;
  waypointIndex: number | null;
  createdAt: string;
  /** 1 when a language model wrote narrationText, 0 for the offline composer (the column defaults to 0). */
  aiWritten?: number;
}

export interface ThemeImagesTable {
  id: string;
  theme: string;
  imageUrl: string;
  flickrId: string | null;
  createdAt: string;
}

export interface RouteCategoriesTable {
  id: string;
  name: string;
  description: string | null;
  color: string;
  icon: string;
  createdAt: string;
}

export interface RoutesTable {
  id: string;
  userId: string | null;
  categoryId: string | null;
  name: string;
  description: string | null;
  startPoint: string | null;
  destination: string | null;
  waypoints: string;
  distance: number | null;
  duration: number | null;
  difficulty: string;
  scenicRating: number;
  tags: string;
  narrationDuration: number;
  tourGuideContent: string | null;
  pointsOfInterest: string;
  polyline: string | null;
  aiImageUrl: string | null;
  aiImagePrompt: string | null;
  aiImagesCount: number;
  customImageUrl: string | null;
  thumbnailUrl: string | null;
  isPublic: number;
  isFeatured: number;
  isFamous: number;
  shareCode: string | null;
  sharedBy: string | null;
  downloads: number;
  clonedFrom: string | null;
  recordedFrom: string;
  hasLiveNarrations: number;
  photoUrls: string;
  theme: string | null;
  tourType: string;
  sourceUrl: string | null;
  enhancementLevel: string | null;
  narrativeStyle: string | null;
  contentDepth: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface FavoritesTable {
  id: string;
  userId: string;
  routeId: string;
  notes: string | null;
  rating: number | null;
  tags: string;
  createdAt: string;
  lastViewed: string | null;
}

export interface TourSlideshowsTable {
  id: string;
  routeId: string;
  userId: string;
  shareToken: string;
  viewCount: number;
  uniqueViewers: number;
  completionCount: number;
  ctaClicks: number;
  isActive: number;
  createdAt: string;
  lastViewedAt: string | null;
}

export interface SlideshowViewersTable {
  slideshowId: string;
  viewerId: string;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  completedAt: string | null;
  ctaClickedAt: string | null;
}

export interface AiImageCacheTable {
  id: string;
  themeHash: string;
  imageUrl: string;
  originalPrompt: string | null;
  narrativeType: string | null;
  style: string;
  location: string | null;
  metadata: string;
  usageCount: number;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface PlaceCacheTable {
  placeId: string;
  name: string | null;
  formattedAddress: string | null;
  rating: number | null;
  userRatingsTotal: number | null;
  priceLevel: number | null;
  isOpen: number | null;
  weekdayText: string | null;
  lat: number | null;
  lng: number | null;
  types: string | null;
  reviewSnippets: string | null;
  photoReferences: string | null;
  formattedPhoneNumber: string | null;
  website: string | null;
  rawData: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PostcardImagesTable {
  id: string;
  routeId: string;
  userId: string;
  imageUrl: string;
  stylePreset: string;
  hasSelfie: number;
  preserveFace: number;
  voiceMessage: string | null;
  audioUrl: string | null;
  videoUrl: string | null;
  videoGenerationStatus: string | null;
  videoOperationId: string | null;
  videoCost: number | null;
  tourSnapshot: string;
  imagePrompt: string | null;
  generationCost: number | null;
  shareCode: string;
  isPublic: number;
  downloads: number;
  createdAt: string;
}

export interface GoogleApiUsageTable {
  id: string;
  userId: string | null;
  apiType: string;
  endpoint: string;
  requestCount: number;
  estimatedCost: number;
  location: string | null;
  radius: number | null;
  resultsReturned: number | null;
  cacheHit: number;
  metadata: string | null;
  requestTimestamp: string;
  dailyDate: string;
}

/** A listener's report of a wrong fact (userId null for a visitor); status open, checked or dismissed. */
export interface FactReportsTable {
  id: string;
  narrationId: string;
  userId: string | null;
  sentence: string;
  note: string;
  status: string;
  createdAt: string;
}

/** Background jobs; `progress` is the handler's JSON, `lockedBy`/`lockedUntil` the runner's lease. */
export interface JobsTable {
  id: string;
  name: string;
  payload: string;
  dedupeKey: string | null;
  /** Whose job (a user id), for fair sharing between accounts; null for the server's own jobs. */
  account?: string | null;
  status: string;
  attempts: number;
  maxAttempts: number;
  timeoutMs: number;
  progress: string | null;
  error: string | null;
  lockedBy: string | null;
  lockedUntil: string | null;
  runAfter: string;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

/** Operator rights given on the server (features/operators/operator-grants.ts). */
export interface OperatorGrantsTable {
  userId: string;
  email: string;
  grantedAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  narrations: NarrationsTable;
  themeImages: ThemeImagesTable;
  routeCategories: RouteCategoriesTable;
  routes: RoutesTable;
  favorites: FavoritesTable;
  tourSlideshows: TourSlideshowsTable;
  slideshowViewers: SlideshowViewersTable;
  aiImageCache: AiImageCacheTable;
  placeCache: PlaceCacheTable;
  postcardImages: PostcardImagesTable;
  googleApiUsage: GoogleApiUsageTable;
  jobs: JobsTable;
  factReports: FactReportsTable;
  operatorGrants: OperatorGrantsTable;
}
