/**
 * How long the kit's nginx keeps the site's logs (deploy/nginx/trabem.conf):
 * the visits the stats count, and the errors: each is rotated daily and a
 * day's file is deleted once it is this many days old
 * (deploy/logrotate/trabem-visits, `rotate` one less than this, since the
 * day being written is the first).
 * The privacy page states it; tests/unit/deploy-stats.test.ts holds the
 * kit's files to it.
 */
export const ACCESS_LOG_DAYS = 14
