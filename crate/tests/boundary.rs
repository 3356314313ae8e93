//! The TypeScript declarations of the wasm boundary are written by hand in
//! `src/wasm/mod.rs`; this holds them to the Rust types they describe, so
//! they cannot drift again (issue 28: `SearchOptions` lacked `killers` and
//! `deepening`, which the page sends). It reads the sources as text: the
//! wasm module is not built natively.

use std::collections::BTreeSet;

/// The field names of `pub struct NAME { … }` in `source` (`pub x: T` lines).
fn struct_fields(source: &str, name: &str) -> BTreeSet<String> {
    let start = source
        .find(&format!("pub struct {name} {{"))
        .unwrap_or_else(|| panic!("no struct {name}"));
    let body = &source[start..];
    let body = &body[..body.find("\n}").expect("the struct ends")];
    body.lines()
        .filter_map(|l| l.trim().strip_prefix("pub "))
        .filter_map(|l| l.split_once(':').map(|(f, _)| f.trim().to_string()))
        .filter(|f| !f.contains(' '))
        .collect()
}

/// The field names of `export interface NAME { … }` in `source`.
fn interface_fields(source: &str, name: &str) -> BTreeSet<String> {
    let start = source
        .find(&format!("export interface {name} {{"))
        .unwrap_or_else(|| panic!("no interface {name}"));
    let body = &source[start..];
    let body = &body[..body.find("\n}").expect("the interface ends")];
    body.lines()
        .skip(1)
        .map(str::trim)
        .filter(|l| !l.starts_with("/**") && !l.starts_with('*'))
        .filter_map(|l| l.split_once(':').map(|(f, _)| f.trim_end_matches('?').to_string()))
        .collect()
}

/// camelCase, as serde's `rename_all = "camelCase"` writes a field.
fn camel(field: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in field.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn search_options_declare_every_option_the_engine_reads() {
    let options = include_str!("../src/options.rs");
    let wasm = include_str!("../src/wasm/mod.rs");
    let rust: BTreeSet<String> = struct_fields(options, "OptionsSpec").iter().map(|f| camel(f)).collect();
    let ts = interface_fields(wasm, "SearchOptions");
    assert_eq!(
        ts, rust,
        "SearchOptions in src/wasm/mod.rs against OptionsSpec in src/options.rs"
    );
}

#[test]
fn practice_answer_declares_the_answer_fields() {
    let practice = include_str!("../src/practice/answer.rs");
    let wasm = include_str!("../src/wasm/mod.rs");
    let rust: BTreeSet<String> = struct_fields(practice, "Answer").iter().map(|f| camel(f)).collect();
    assert_eq!(interface_fields(wasm, "PracticeAnswer"), rust);
}

/// The algorithm names `SearchOptions.algo` declares are the engine's
/// (`Algorithm::ALL`'s names): a new algorithm is declared where the page
/// reads what it may send.
#[test]
fn search_options_declare_every_algorithm() {
    let wasm = include_str!("../src/wasm/mod.rs");
    let line = wasm
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("algo?:"))
        .expect("SearchOptions declares algo");
    let ts: BTreeSet<String> = line
        .trim_start_matches("algo?:")
        .trim_end_matches(';')
        .split('|')
        .map(|n| n.trim().trim_matches('"').to_string())
        .collect();
    let rust: BTreeSet<String> = alphabeta::options::Algorithm::ALL
        .iter()
        .map(|a| a.name().to_string())
        .collect();
    assert_eq!(ts, rust);
}

/// `SearchOptions.aspiration` declares the fields the engine reads
/// (`AspirationSpec`), written on one line as `{ guess: …; delta: … }`.
#[test]
fn search_options_declare_the_aspiration_fields() {
    let options = include_str!("../src/options.rs");
    let wasm = include_str!("../src/wasm/mod.rs");
    let line = wasm
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("aspiration?:"))
        .expect("SearchOptions declares aspiration");
    let inner = &line[line.find('{').expect("an object") + 1..line.find('}').expect("an object")];
    let ts: BTreeSet<String> = inner
        .split(';')
        .filter_map(|f| f.split_once(':').map(|(name, _)| name.trim().to_string()))
        .collect();
    assert_eq!(ts, struct_fields(options, "AspirationSpec"));
}

#[test]
fn challenge_dtos_declare_every_field_they_send() {
    let extras = include_str!("../src/wasm/extras.rs");
    let wasm = include_str!("../src/wasm/mod.rs");
    for (dto, interface) in [
        ("ChallengeDto", "ChallengeDto"),
        ("ChallengeVerdictDto", "ChallengeVerdictDto"),
        ("ChallengeSolutionDto", "ChallengeSolutionDto"),
        ("Bilingual", "Bilingual"),
        ("ChallengeKindDto", "ChallengeKindDto"),
    ] {
        let rust: BTreeSet<String> = struct_fields(extras, dto).iter().map(|f| camel(f)).collect();
        assert_eq!(interface_fields(wasm, interface), rust, "{interface}");
    }
    // Every kind is declared, by its name in ids.
    for kind in alphabeta::construct::Kind::ALL {
        assert!(wasm.contains(&format!("\"{}\"", kind.name())), "{}", kind.name());
    }
}
