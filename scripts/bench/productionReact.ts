/**
 * The Node benches time React's production build, as the app ships it:
 * without this, Node loads React's development build (extra checks and
 * warnings), several times slower and not what a borrower runs. Imported
 * first, before anything loads React.
 */
process.env.NODE_ENV ??= 'production';
