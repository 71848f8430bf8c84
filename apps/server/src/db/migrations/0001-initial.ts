import { sql, type Kysely } from 'kysely';

/** Every table of SPEC §3 with its defaults and unique keys, plus sessions for token revocation. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('tier', 'text', (c) => c.notNull().defaultTo('freemium'))
    .addColumn('narration_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_reset_date', 'text')
    .addColumn('postcards_this_month', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('postcard_reset_date', 'text')
    .addColumn('partner_user_id', 'text', (c) => c.unique())
    .addColumn('auth_method', 'text', (c) => c.notNull().defaultTo('local'))
    .addColumn('display_name', 'text')
    .addColumn('tours_limit', 'integer')
    .addColumn('postcards_limit', 'integer')
    .addColumn('subscription_tier', 'text')
    .addColumn('trial_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trial_expires_at', 'text')
    .addColumn('voice_settings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('route_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#3b82f6'))
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo('Route'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('routes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('category_id', 'text', (c) => c.references('route_categories.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('start_point', 'text')
    .addColumn('destination', 'text')
    .addColumn('waypoints', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('distance', 'double precision')
    .addColumn('duration', 'double precision')
    .addColumn('difficulty', 'text', (c) => c.notNull().defaultTo('easy'))
    .addColumn('scenic_rating', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('narration_duration', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('tour_guide_content', 'text')
    .addColumn('points_of_interest', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('polyline', 'text')
    .addColumn('ai_image_url', 'text')
    .addColumn('ai_image_prompt', 'text')
    .addColumn('ai_images_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('custom_image_url', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_famous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('share_code', 'text', (c) => c.unique())
    .addColumn('shared_by', 'text')
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cloned_from', 'text')
    .addColumn('recorded_from', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('has_live_narrations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photo_urls', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('theme', 'text')
    .addColumn('tour_type', 'text', (c) => c.notNull().defaultTo('ai_generated'))
    .addColumn('source_url', 'text')
    .addColumn('enhancement_level', 'text')
    .addColumn('narrative_style', 'text')
    .addColumn('content_depth', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('routes_user_id').on('routes').column('user_id').execute();

  await db.schema
    .createTable('narrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('narration_text', 'text', (c) => c.notNull())
    .addColumn('audio_url', 'text')
    .addColumn('audio_duration_seconds', 'double precision')
    .addColumn('photo_urls', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('hero_image_url', 'text')
    .addColumn('photo_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('places_info', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cache_key', 'text')
    .addColumn('route_id', 'text', (c) => c.references('routes.id').onDelete('set null'))
    .addColumn('waypoint_index', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('narrations_user_id').on('narrations').column('user_id').execute();
  await db.schema.createIndex('narrations_cache_key').on('narrations').column('cache_key').execute();
  await db.schema.createIndex('narrations_route_id').on('narrations').column('route_id').execute();

  await db.schema
    .createTable('theme_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('theme', 'text', (c) => c.notNull().unique())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('flickr_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('favorites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('notes', 'text')
    .addColumn('rating', 'integer')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_viewed', 'text')
    .addUniqueConstraint('favorites_user_route', ['user_id', 'route_id'])
    .execute();

  await db.schema
    .createTable('tour_slideshows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('share_token', 'text', (c) => c.notNull().unique())
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unique_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cta_clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_viewed_at', 'text')
    .execute();

  await db.schema
    .createTable('ai_image_cache')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('theme_hash', 'text', (c) => c.notNull().unique())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('original_prompt', 'text')
    .addColumn('narrative_type', 'text')
    .addColumn('style', 'text', (c) => c.notNull().defaultTo('photorealistic'))
    .addColumn('location', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('usage_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();

  await db.schema
    .createTable('place_cache')
    .addColumn('place_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text')
    .addColumn('formatted_address', 'text')
    .addColumn('rating', 'double precision')
    .addColumn('user_ratings_total', 'integer')
    .addColumn('price_level', 'integer')
    .addColumn('is_open', 'integer')
    .addColumn('weekday_text', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('types', 'text')
    .addColumn('review_snippets', 'text')
    .addColumn('photo_references', 'text')
    .addColumn('formatted_phone_number', 'text')
    .addColumn('website', 'text')
    .addColumn('raw_data', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('postcard_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('route_id', 'text', (c) => c.notNull().references('routes.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('style_preset', 'text', (c) => c.notNull().defaultTo('modern'))
    .addColumn('has_selfie', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('preserve_face', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('voice_message', 'text')
    .addColumn('audio_url', 'text')
    .addColumn('video_url', 'text')
    .addColumn('video_generation_status', 'text')
    .addColumn('video_operation_id', 'text')
    .addColumn('video_cost', 'double precision')
    .addColumn('tour_snapshot', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('image_prompt', 'text')
    .addColumn('generation_cost', 'double precision')
    .addColumn('share_code', 'text', (c) => c.notNull().unique())
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'postcard_video_status',
      sql`video_generation_status is null or video_generation_status in ('pending','processing','completed','failed')`,
    )
    .execute();

  await db.schema
    .createTable('google_api_usage')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('api_type', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('request_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('estimated_cost', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('location', 'text')
    .addColumn('radius', 'integer')
    .addColumn('results_returned', 'integer')
    .addColumn('cache_hit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('metadata', 'text')
    .addColumn('request_timestamp', 'text', (c) => c.notNull())
    .addColumn('daily_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('google_api_usage_daily').on('google_api_usage').column('daily_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'google_api_usage',
    'postcard_images',
    'place_cache',
    'ai_image_cache',
    'tour_slideshows',
    'favorites',
    'theme_images',
    'narrations',
    'routes',
    'route_categories',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
