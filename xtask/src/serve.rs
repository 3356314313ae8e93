//! `cargo xtask serve`: a small static HTTP/1.1 file server for `www/`.
//!
//! It answers `GET` and `HEAD` only, on 127.0.0.1, one thread per connection,
//! one request per connection. It sends the right MIME types (browsers refuse
//! to stream-compile wasm served as anything but `application/wasm`),
//! `Cache-Control: no-store` so a rebuilt module is always picked up, and the
//! same Content-Security-Policy as the page's meta tag, so a violation shows
//! up during development rather than on a host that sends the header.
//! The page itself may only be framed by its own site (`frame-ancestors
//! 'self'`), but `embed.html` may be framed by any site (`frame-ancestors
//! *`): it is made for course notes served from anywhere. Every file also
//! carries `Access-Control-Allow-Origin: *`, so that another site's page can
//! load the `<alpha-beta-tree>` module, its engine and its style sheet
//! (module scripts and the wasm are fetched in CORS mode). [`headers_for`]
//! is the one rule; `cargo xtask dist` writes it into `_headers`.
//! Paths never leave the served root: `..` segments, encoded or not, are
//! refused, and resolved files must lie inside the canonical root.

use std::fs;
use std::io::{self, BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};
use std::thread;
use std::time::Duration;

use crate::util::Result;

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

/// The longest request head the server reads before giving up.
const MAX_HEAD: usize = 16 * 1024;

/// Serves `root` on 127.0.0.1:`port` until the process is stopped.
pub fn serve(root: &Path, port: u16) -> Result {
    let root = root
        .canonicalize()
        .map_err(|e| format!("cannot serve {}: {e}", root.display()))?;
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}; try --port N"))?;
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    println!("\nServing {} at http://127.0.0.1:{port}/", root.display());
    println!("Press Ctrl-C to stop.\n");
    let root = Arc::new(root);
    for stream in listener.incoming() {
        match stream {
            Ok(stream) => {
                let root = Arc::clone(&root);
                thread::spawn(move || {
                    if let Err(error) = handle(stream, &root) {
                        eprintln!("xtask serve: {error}");
                    }
                });
            }
            Err(error) => eprintln!("xtask serve: accept failed: {error}"),
        }
    }
    Ok(())
}

/// What a request target resolves to.
#[derive(Debug, PartialEq, Eq)]
enum Resolved {
    /// A regular file inside the root.
    File(PathBuf),
    /// A directory named without its trailing slash: redirect, so that the
    /// page's relative URLs resolve against the directory.
    Redirect(String),
    /// Nothing to serve.
    NotFound,
    /// A malformed or forbidden target.
    BadRequest,
}

/// Reads one request and writes one response.
fn handle(stream: TcpStream, root: &Path) -> io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    stream.set_write_timeout(Some(Duration::from_secs(30)))?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request_line = String::new();
    if reader.read_line(&mut request_line)? == 0 {
        return Ok(());
    }
    // Skip the headers: nothing in them changes the response.
    let mut head = request_line.len();
    loop {
        let mut line = String::new();
        let read = reader.read_line(&mut line)?;
        head += read;
        if read == 0 || line == "\r\n" || line == "\n" || head > MAX_HEAD {
            break;
        }
    }
    let mut writer = stream;
    let mut words = request_line.split_whitespace();
    let (method, target) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    if head > MAX_HEAD {
        return respond_text(&mut writer, 431, "Request Header Fields Too Large", method);
    }
    if method != "GET" && method != "HEAD" {
        let status = respond_text(&mut writer, 405, "Method Not Allowed", method);
        log(method, target, 405);
        return status;
    }
    let (status, result) = match resolve(root, target) {
        Resolved::File(path) => match fs::read(&path) {
            Ok(body) => {
                let relative = path
                    .strip_prefix(root)
                    .unwrap_or(&path)
                    .to_string_lossy()
                    .replace('\\', "/");
                let owned = headers_for(&relative);
                let extra: Vec<(&str, &str)> = owned.iter().map(|(k, v)| (*k, v.as_str())).collect();
                (200, respond(&mut writer, 200, "OK", mime(&path), &body, method, &extra))
            }
            Err(_) => (404, respond_text(&mut writer, 404, "Not Found", method)),
        },
        Resolved::Redirect(location) => {
            let headers = [("Location", location.as_str())];
            let body = b"Moved Permanently\n";
            let text = "text/plain; charset=utf-8";
            let sent = respond(&mut writer, 301, "Moved Permanently", text, body, method, &headers);
            (301, sent)
        }
        Resolved::NotFound => (404, respond_text(&mut writer, 404, "Not Found", method)),
        Resolved::BadRequest => (400, respond_text(&mut writer, 400, "Bad Request", method)),
    };
    log(method, target, status);
    result
}

/// Prints one line per request, like an access log.
fn log(method: &str, target: &str, status: u16) {
    println!("{status} {method} {target}");
}

/// Sends a plain-text response whose body is the reason phrase.
fn respond_text(writer: &mut TcpStream, status: u16, reason: &str, method: &str) -> io::Result<()> {
    let body = format!("{status} {reason}\n");
    let text = "text/plain; charset=utf-8";
    let allow = [("Allow", "GET, HEAD")];
    let extra: &[(&str, &str)] = if status == 405 { &allow } else { &[] };
    respond(writer, status, reason, text, body.as_bytes(), method, extra)
}

/// Writes a complete response and closes the connection.
fn respond(
    writer: &mut TcpStream,
    status: u16,
    reason: &str,
    content_type: &str,
    body: &[u8],
    method: &str,
    extra: &[(&str, &str)],
) -> io::Result<()> {
    let mut head = format!(
        "HTTP/1.1 {status} {reason}\r\n\
         Content-Type: {content_type}\r\n\
         Content-Length: {}\r\n\
         Cache-Control: no-store\r\n\
         X-Content-Type-Options: nosniff\r\n\
         Connection: close\r\n",
        body.len()
    );
    // Files say their own CSP (see headers_for); other answers get the strict one.
    if !extra.iter().any(|(name, _)| *name == "Content-Security-Policy") {
        head.push_str(&format!(
            "Content-Security-Policy: {}; frame-ancestors 'self'\r\n",
            csp_base()
        ));
    }
    for (name, value) in extra {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    writer.write_all(head.as_bytes())?;
    if method != "HEAD" {
        writer.write_all(body)?;
    }
    writer.flush()
}

/// Maps a request target (`/pkg/a.js?x=1`) to what to send back.
fn resolve(root: &Path, target: &str) -> Resolved {
    let path_part = target.split(['?', '#']).next().unwrap_or("");
    if !path_part.starts_with('/') {
        return Resolved::BadRequest;
    }
    let Some(decoded) = percent_decode(path_part) else {
        return Resolved::BadRequest;
    };
    if decoded.contains(['\0', '\\']) {
        return Resolved::BadRequest;
    }
    let mut path = root.to_path_buf();
    for segment in decoded.split('/') {
        match segment {
            "" | "." => {}
            ".." => return Resolved::BadRequest,
            // Hidden files (.git, .gitignore) are never part of the site.
            hidden if hidden.starts_with('.') => return Resolved::NotFound,
            name => path.push(name),
        }
    }
    // Symbolic links may point anywhere; only serve what lies inside root.
    let Ok(real) = path.canonicalize() else {
        return Resolved::NotFound;
    };
    if !real.starts_with(root) {
        return Resolved::NotFound;
    }
    if real.is_dir() {
        if !path_part.ends_with('/') {
            let query = &target[path_part.len()..];
            return Resolved::Redirect(format!("{path_part}/{query}"));
        }
        let index = real.join("index.html");
        return if index.is_file() {
            Resolved::File(index)
        } else {
            Resolved::NotFound
        };
    }
    if real.is_file() {
        Resolved::File(real)
    } else {
        Resolved::NotFound
    }
}

/// Decodes `%XX` escapes; returns `None` for a bad escape or invalid UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// Returns the MIME type for a file name, by extension.
pub fn mime(path: &Path) -> &'static str {
    let extension = path
        .extension()
        .and_then(|ext| ext.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("html" | "htm") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("json" | "map") => "application/json",
        Some("webmanifest") => "application/manifest+json",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("txt") => "text/plain; charset=utf-8",
        Some("md") => "text/markdown; charset=utf-8",
        Some("woff2") => "font/woff2",
        Some("tex") => "text/x-tex; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

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

    /// Makes a throwaway site under the system temporary directory.
    fn site(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-serve-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("pkg")).unwrap();
        fs::create_dir_all(dir.join("docs")).unwrap();
        fs::write(dir.join("index.html"), "<!doctype html><title>t</title>").unwrap();
        fs::write(dir.join("pkg/a b.wasm"), b"\0asm\x01\0\0\0").unwrap();
        fs::write(dir.join(".secret"), "no").unwrap();
        dir.canonicalize().unwrap()
    }

    #[test]
    fn resolves_files_directories_and_escapes() {
        let root = site("resolve");
        assert_eq!(resolve(&root, "/"), Resolved::File(root.join("index.html")));
        assert_eq!(
            resolve(&root, "/index.html?x=1#y"),
            Resolved::File(root.join("index.html"))
        );
        assert_eq!(
            resolve(&root, "/pkg/a%20b.wasm"),
            Resolved::File(root.join("pkg/a b.wasm"))
        );
        assert_eq!(resolve(&root, "/pkg?v=2"), Resolved::Redirect("/pkg/?v=2".into()));
        assert_eq!(resolve(&root, "/docs/"), Resolved::NotFound);
        assert_eq!(resolve(&root, "/missing.js"), Resolved::NotFound);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn refuses_to_leave_the_root() {
        let root = site("traversal");
        assert_eq!(resolve(&root, "/../etc/passwd"), Resolved::BadRequest);
        assert_eq!(resolve(&root, "/pkg/%2e%2e/%2e%2e/x"), Resolved::BadRequest);
        assert_eq!(resolve(&root, "/pkg%2f..%2f..%2fx"), Resolved::BadRequest);
        assert_eq!(resolve(&root, "/a%5c..%5cb"), Resolved::BadRequest);
        assert_eq!(resolve(&root, "/%zz"), Resolved::BadRequest);
        assert_eq!(resolve(&root, "index.html"), Resolved::BadRequest);
        assert_eq!(resolve(&root, "/.secret"), Resolved::NotFound);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn knows_the_mime_types_the_page_needs() {
        assert_eq!(mime(Path::new("x/alphabeta_bg.wasm")), "application/wasm");
        assert_eq!(mime(Path::new("a.MJS")), "text/javascript; charset=utf-8");
        assert_eq!(mime(Path::new("index.html")), "text/html; charset=utf-8");
        assert_eq!(mime(Path::new("style.css")), "text/css; charset=utf-8");
        assert_eq!(mime(Path::new("icon.svg")), "image/svg+xml");
        assert_eq!(mime(Path::new("README")), "application/octet-stream");
    }

    /// Sends one raw request to a server on an ephemeral port.
    fn exchange(root: &Path, request: &str) -> String {
        let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let address = listener.local_addr().unwrap();
        let root = root.to_path_buf();
        let server = thread::spawn(move || {
            let (stream, _) = listener.accept().unwrap();
            handle(stream, &root).unwrap();
        });
        let mut client = TcpStream::connect(address).unwrap();
        client.write_all(request.as_bytes()).unwrap();
        let mut response = Vec::new();
        client.read_to_end(&mut response).unwrap();
        server.join().unwrap();
        String::from_utf8_lossy(&response).into_owned()
    }

    #[test]
    fn answers_over_http() {
        let root = site("http");
        let get = exchange(&root, "GET /pkg/a%20b.wasm HTTP/1.1\r\nHost: x\r\n\r\n");
        assert!(get.starts_with("HTTP/1.1 200 OK\r\n"), "{get}");
        assert!(get.contains("Content-Type: application/wasm\r\n"), "{get}");
        assert!(get.contains("Cache-Control: no-store\r\n"), "{get}");
        assert!(get.contains("Content-Length: 8\r\n"), "{get}");
        assert!(get.ends_with("\r\n\r\n\0asm\u{1}\0\0\0"), "{get:?}");

        assert!(get.contains("Access-Control-Allow-Origin: *\r\n"), "{get}");
        assert!(get.contains("frame-ancestors 'self'\r\n"), "{get}");

        fs::write(root.join("embed.html"), "<!doctype html><title>e</title>").unwrap();
        let embed = exchange(&root, "GET /embed.html HTTP/1.1\r\n\r\n");
        assert!(embed.contains("frame-ancestors *\r\n"), "{embed}");
        assert_eq!(embed.matches("Content-Security-Policy").count(), 1, "{embed}");

        let head = exchange(&root, "HEAD / HTTP/1.1\r\n\r\n");
        assert!(head.starts_with("HTTP/1.1 200 OK\r\n"), "{head}");
        assert!(head.ends_with("\r\n\r\n"), "{head}");

        let post = exchange(&root, "POST / HTTP/1.1\r\n\r\n");
        assert!(post.starts_with("HTTP/1.1 405 "), "{post}");
        assert!(post.contains("Allow: GET, HEAD\r\n"), "{post}");

        let missing = exchange(&root, "GET /nope HTTP/1.1\r\n\r\n");
        assert!(missing.starts_with("HTTP/1.1 404 "), "{missing}");
        fs::remove_dir_all(&root).unwrap();
    }
}
