//! The size of the core's functions, checked from its source: none over
//! 120 lines, and none over 80 without a comment sentence saying why
//! (containing "long because") in the lines just above it. The functions
//! that were longer when this test was written are listed in [`KNOWN`] with
//! their length, which may only shrink: the list is kept exact, so a
//! function that was shortened leaves it.
//!
//! And the size of files: none in `crate/src` or `www/js` (the vendored
//! libraries aside) over [`MAX_FILE_LINES`] lines unless its first comment
//! says why it is one job that is long ("long because"); a file with
//! several jobs becomes a folder with a `mod.rs` of docs and re-exports, as
//! `narrate/` and `construct/` are.

use crate::common::source;

use source::{rust_files, src};

/// Functions longer than the limits today, `file:name` and their length in lines.
const KNOWN: &[(&str, usize)] = &[];

/// One function: where it is, its name, its length in lines, and whether
/// the comment above it says why it is long.
#[derive(Debug)]
struct Function {
    file: String,
    name: String,
    line: usize,
    lines: usize,
    justified: bool,
}

/// A line without its `//` comment and with its strings and characters emptied.
fn code_of(line: &str) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => break,
            '"' => {
                out.push('"');
                while let Some(d) = chars.next() {
                    if d == '\\' {
                        chars.next();
                    } else if d == '"' {
                        break;
                    }
                }
                out.push('"');
            }
            // A character literal ('{', '\'') but not a lifetime ('a).
            '\'' => {
                let rest: String = chars.clone().take(4).collect();
                let close = if rest.starts_with('\\') {
                    rest[2..].find('\'').map(|i| i + 2)
                } else {
                    rest.find('\'')
                };
                match close {
                    Some(i) if i <= 3 => {
                        for _ in 0..=i {
                            chars.next();
                        }
                        out.push_str("' '");
                    }
                    _ => out.push(c),
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// The name of the function a line declares, if it does.
fn declared(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "fn")?;
    let before_ok = words[..at]
        .iter()
        .all(|w| w.starts_with("pub") || matches!(*w, "const" | "async" | "unsafe" | "extern" | "\"C\""));
    if !before_ok {
        return None;
    }
    let name: String = words
        .get(at + 1)?
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Every function of a source text with a body.
fn functions(file: &str, text: &str) -> Vec<Function> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(name) = declared(line) else { continue };
        let (mut depth, mut started) = (0i32, false);
        let mut end = None;
        for (j, l) in lines.iter().enumerate().skip(i) {
            let code = code_of(l);
            for c in code.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        started = true;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            if started && depth == 0 {
                end = Some(j);
                break;
            }
            if !started && code.trim_end().ends_with(';') {
                break;
            }
        }
        let Some(end) = end else { continue };
        // The comment block right above (doc comments, attributes and plain comments).
        let above = lines[..i]
            .iter()
            .rev()
            .take_while(|l| {
                let t = l.trim_start();
                t.starts_with("//") || t.starts_with("#[")
            })
            .any(|l| l.contains("long because"));
        out.push(Function {
            file: file.to_string(),
            name,
            line: i + 1,
            lines: end - i + 1,
            justified: above,
        });
    }
    out
}

/// What is wrong with `fs` against the limits and [`KNOWN`].
fn offences(fs: &[Function], known: &[(&str, usize)]) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut seen = Vec::new();
    for f in fs {
        let key = format!("{}:{}", f.file, f.name);
        let listed = known.iter().find(|(k, _)| *k == key);
        let over = f.lines > 120 || (f.lines > 80 && !f.justified);
        match (over, listed) {
            (true, None) => wrong.push(format!(
                "{}:{}: fn {} is {} lines (at most 120, and over 80 only with a comment saying why it is long because …)",
                f.file, f.line, f.name, f.lines
            )),
            (true, Some(&(_, was))) if f.lines > was => {
                wrong.push(format!("{}:{}: fn {} grew from {was} to {} lines", f.file, f.line, f.name, f.lines));
            }
            (true, Some(&(_, was))) if f.lines < was => {
                wrong.push(format!("{key} shrank to {} lines: write {} in KNOWN", f.lines, f.lines));
            }
            (false, Some(_)) => wrong.push(format!("{key} is within the limits now: take it off KNOWN")),
            _ => {}
        }
        if listed.is_some() {
            seen.push(key);
        }
    }
    for (k, _) in known {
        if !seen.iter().any(|s| s == k) {
            wrong.push(format!("{k} is in KNOWN but not in the source"));
        }
    }
    wrong
}

#[test]
fn no_function_of_the_core_is_too_long() {
    let src = src();
    let files = rust_files(&src);
    let mut all = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        all.extend(functions(&rel, &std::fs::read_to_string(f).unwrap()));
    }
    assert!(all.len() > 500, "the scan found only {} functions", all.len());
    let wrong = offences(&all, KNOWN);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_check_fails_on_a_long_function_and_accepts_a_reason() {
    let body = |n: usize| format!("fn f() {{\n{}}}\n", "    let x = '{';\n".repeat(n - 2));
    assert_eq!(functions("a.rs", &body(50))[0].lines, 50);
    assert_eq!(offences(&functions("a.rs", &body(121)), &[]).len(), 1);
    assert_eq!(offences(&functions("a.rs", &body(90)), &[]).len(), 1);
    let reasoned = format!(
        "/// It is long because each case is said in two languages.\n{}",
        body(90)
    );
    assert!(offences(&functions("a.rs", &reasoned), &[]).is_empty());
    assert_eq!(offences(&functions("a.rs", &body(121)), &[("a.rs:f", 121)]).len(), 0);
    assert_eq!(
        offences(&functions("a.rs", &body(122)), &[("a.rs:f", 121)]).len(),
        1,
        "a listed function grew"
    );
    assert_eq!(
        offences(&functions("a.rs", &body(60)), &[("a.rs:f", 121)]).len(),
        1,
        "the list is kept exact"
    );
}

/// The most lines a source file of the core or the page may have, unless
/// its first comment says why it is long.
const MAX_FILE_LINES: usize = 800;

/// Whether a file's first comment (its opening `//!`, `//` or `/* */`
/// lines) says why it is long.
fn says_why_long(text: &str) -> bool {
    text.lines()
        .take_while(|l| {
            let t = l.trim_start();
            t.starts_with("//") || t.starts_with("/*") || t.starts_with('*')
        })
        .any(|l| l.contains("long because"))
}

/// `(file, lines)` over [`MAX_FILE_LINES`] without a reason.
fn long_files(files: &[(String, String)]) -> Vec<String> {
    files
        .iter()
        .filter(|(_, text)| text.lines().count() > MAX_FILE_LINES && !says_why_long(text))
        .map(|(name, text)| format!("{name} is {} lines (at most {MAX_FILE_LINES})", text.lines().count()))
        .collect()
}

/// Every `.js` file below `dir`, the vendored libraries aside.
fn js_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let p = entry.unwrap().path();
            if p.is_dir() && p.file_name().is_some_and(|n| n != "vendor") {
                todo.push(p);
            } else if p.extension().is_some_and(|e| e == "js") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn no_file_of_the_core_or_the_page_is_too_long() {
    let root = src().parent().unwrap().parent().unwrap().to_path_buf();
    let js = js_files(&root.join("www/js"));
    assert!(js.len() > 20, "the scan found only {} page files", js.len());
    let files: Vec<(String, String)> = rust_files(&src())
        .into_iter()
        .chain(js)
        .map(|f| {
            let name = f.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
            (name, std::fs::read_to_string(&f).unwrap())
        })
        .collect();
    let wrong = long_files(&files);
    assert!(wrong.is_empty(), "split by job into a folder:\n{}", wrong.join("\n"));
}

#[test]
fn the_file_check_fails_on_a_long_file_and_accepts_a_reason() {
    let long = "let x = 1;\n".repeat(MAX_FILE_LINES + 1);
    assert_eq!(long_files(&[("a.rs".into(), long.clone())]).len(), 1);
    let short = "let x = 1;\n".repeat(MAX_FILE_LINES);
    assert!(long_files(&[("a.rs".into(), short)]).is_empty());
    let reasoned = format!("//! One job, long because every case is said twice.\n{long}");
    assert!(long_files(&[("a.rs".into(), reasoned)]).is_empty());
    let reason_below = format!("//! One job.\n{long}// long because\n");
    assert_eq!(long_files(&[("a.rs".into(), reason_below)]).len(), 1);
}
