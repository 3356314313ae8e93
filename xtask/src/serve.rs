//! `cargo xtask serve`: serves `www/` through the project's one static
//! server, `tests/support/server.mjs` (Node, which the build already needs
//! for wasm-opt and npm), the one the end-to-end tests start too.
//!
//! It answers `GET` and `HEAD` only, on 127.0.0.1. It sends the right MIME
//! types (browsers refuse to stream-compile wasm served as anything but
//! `application/wasm`), `Cache-Control: no-store` so a rebuilt module is
//! always picked up, and the same Content-Security-Policy as the page's meta
//! tag, so a violation shows up during development rather than on a host
//! that sends the header. The page itself may only be framed by its own
//! site (`frame-ancestors 'self'`), but `embed.html` may be framed by any
//! site (`frame-ancestors *`): it is made for course notes served from
//! anywhere. Every file also carries `Access-Control-Allow-Origin: *`, so
//! that another site's page can load the `<alpha-beta-tree>` module, its
//! engine and its style sheet, and `X-Content-Type-Options: nosniff`. Those
//! headers are one rule, `headersFor` in `tests/support/server.mjs`, which
//! `cargo xtask dist` writes into `_headers` by running that file, so the
//! development server and a static host send the same headers
//! (`tests/unit/server.test.mjs` holds them equal; until issue 44 this file
//! kept a copy of the rule for `dist`, and the copy had lost `nosniff`).
//!
//! Written by hand until issue 28: a 434-line HTTP/1.1 server (17,438
//! bytes of Rust) that repeated what the Node server does; its tests of
//! paths, escapes and answers are now `tests/unit/server.test.mjs`.

use std::path::Path;

use crate::util::{self, Result};

/// Serves `root` on 127.0.0.1:`port` until the process is stopped.
pub fn serve(root: &Path, port: u16) -> Result {
    util::run(
        util::command("node")
            .arg("tests/support/server.mjs")
            .arg("--port")
            .arg(port.to_string())
            .arg(root),
    )
}
