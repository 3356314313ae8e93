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
//! engine and its style sheet. This file keeps the headers' rule for
//! `cargo xtask dist`, which writes it into `_headers` ([`headers_for`]).
//!
//! Written by hand until issue 28: a 434-line HTTP/1.1 server (17,438
//! bytes of Rust) that repeated what the Node server does; its tests of
//! paths, escapes and answers are now `tests/unit/server.test.mjs`.

use std::path::Path;
use std::sync::OnceLock;

use crate::util::{self, Result};

/// The page's Content-Security-Policy without `frame-ancestors`: written
/// once, in `www/index.html`'s meta tag, and read from there by this server,
/// by `cargo xtask dist`'s `_headers` and by `tests/support/server.mjs`
/// (`tests/unit/csp.test.mjs` holds the other pages' meta tags equal to it).
pub fn csp_base() -> &'static str {
    static CSP: OnceLock<String> = OnceLock::new();
    CSP.get_or_init(|| meta_csp(include_str!("../../www/index.html")).expect("www/index.html has a CSP meta tag"))
}

/// The `content` of a page's `<meta http-equiv="Content-Security-Policy">`.
fn meta_csp(html: &str) -> Option<String> {
    let at = html.find(r#"http-equiv="Content-Security-Policy""#)?;
    let tag_end = at + html[at..].find('>')?;
    let tag = &html[at..tag_end];
    let start = tag.find(r#"content=""#)? + r#"content=""#.len();
    let len = tag[start..].find('"')?;
    Some(tag[start..start + len].to_string())
}

/// The files any site may frame.
pub const FRAMEABLE: [&str; 1] = ["embed.html"];

/// The headers every response for `path` (a path below the root, with `/`)
/// carries besides its type and length: the CSP, with `frame-ancestors *`
/// for the embed view and `'self'` for everything else, and CORS for all.
pub fn headers_for(path: &str) -> Vec<(&'static str, String)> {
    let name = path.rsplit('/').next().unwrap_or("");
    let ancestors = if FRAMEABLE.contains(&name) { "*" } else { "'self'" };
    vec![
        (
            "Content-Security-Policy",
            format!("{}; frame-ancestors {ancestors}", csp_base()),
        ),
        ("Access-Control-Allow-Origin", "*".to_string()),
    ]
}

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

#[cfg(test)]
mod tests {
    use super::*;

    /// The policy is read from index.html's meta tag; the other pages state
    /// the same, and every header carries it.
    #[test]
    fn one_policy_read_from_the_page() {
        let base = csp_base();
        assert!(
            base.starts_with("default-src 'self'; script-src 'self' 'wasm-unsafe-eval';"),
            "{base}"
        );
        for html in [
            include_str!("../../www/embed.html"),
            include_str!("../../www/sheet.html"),
        ] {
            assert_eq!(meta_csp(html).as_deref(), Some(base));
        }
        let headers = headers_for("embed.html");
        assert_eq!(headers[0].1, format!("{base}; frame-ancestors *"));
        assert_eq!(meta_csp("<meta charset=utf-8>"), None);
    }
}
