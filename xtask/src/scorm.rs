//! `cargo xtask scorm --homework ID,ID --out FILE.zip [--edition 2004]
//! [--mastery N]`: a homework set as a SCORM package for a course platform
//! (Moodle, Canvas, Blackboard), the same zip the page's Share → Homework
//! panel downloads. It builds the site with `cargo xtask dist`'s code (into
//! `target/scorm-site`), then zips it with `xtask/scorm.mjs`, which uses the
//! page's own manifest and launch page (`www/js/core/scorm.js`) and fflate
//! (npm), as `dist` calls `xtask/minify.mjs`. What the package does inside
//! the platform: docs/course.md, "Homework sets and SCORM".

use std::path::{Path, PathBuf};

use crate::dist;
use crate::util::{self, Result};

/// The most items a set holds (`MAX_ITEMS` in `www/js/core/homework.js`).
const MAX_ITEMS: usize = 30;

/// The SCORM edition a package is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edition {
    /// SCORM 1.2: `API`, `cmi.core.score.raw`, `cmi.core.lesson_status`.
    Scorm12,
    /// SCORM 2004 4th edition: `API_1484_11`, `cmi.score.scaled`, `cmi.success_status`.
    Scorm2004,
}

impl Edition {
    /// The edition `--edition` names: `1.2` (the default) or `2004`.
    pub fn parse(text: Option<&str>) -> Result<Edition> {
        match text {
            None | Some("1.2") | Some("12") => Ok(Edition::Scorm12),
            Some("2004") => Ok(Edition::Scorm2004),
            Some(other) => Err(format!("--edition expects 1.2 or 2004, not `{other}`")),
        }
    }

    /// The name `xtask/scorm.mjs` and the page's link use.
    pub fn name(self) -> &'static str {
        match self {
            Edition::Scorm12 => "1.2",
            Edition::Scorm2004 => "2004",
        }
    }
}

/// What the command was asked for.
#[derive(Debug, PartialEq, Eq)]
pub struct Request {
    pub items: Vec<String>,
    pub out: PathBuf,
    pub edition: Edition,
    pub mastery: u8,
}

/// Whether `id` is an exercise (`medium-42`) or a construct challenge
/// (`deep-cut-12`, `star1-prune-3`) id as the page reads them
/// (www/js/core/homework.js CHALLENGE_ID): words of lower-case letters and
/// digits, each starting with a letter, joined by dashes, then a dash and
/// at most 19 digits. The engine refuses an id of the right shape that
/// names no kind when the item opens.
pub fn is_item_id(id: &str) -> bool {
    let Some((kind, seed)) = id.rsplit_once('-') else {
        return false;
    };
    let seed_ok = !seed.is_empty() && seed.len() <= 19 && seed.bytes().all(|b| b.is_ascii_digit());
    let kind_ok = !kind.is_empty()
        && kind.split('-').all(|word| {
            word.bytes().next().is_some_and(|b| b.is_ascii_lowercase())
                && word.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        });
    seed_ok && kind_ok
}

/// Reads the command's values into a request, refusing what the page would
/// not read, with the reason.
pub fn request(
    homework: Option<String>,
    out: Option<String>,
    edition: Option<String>,
    mastery: Option<String>,
) -> Result<Request> {
    let homework =
        homework.ok_or("--homework ID,ID is required (exercise or challenge ids, such as medium-42,deep-cut-12)")?;
    let out = out.ok_or("--out FILE.zip is required")?;
    let mut items: Vec<String> = Vec::new();
    for raw in homework.split(',') {
        let id = raw.trim().to_ascii_lowercase();
        if id.is_empty() || items.contains(&id) {
            continue;
        }
        if !is_item_id(&id) {
            return Err(format!(
                "`{}` is not an exercise or a challenge id (such as medium-42 or deep-cut-12)",
                raw.trim()
            ));
        }
        items.push(id);
    }
    if items.is_empty() {
        return Err("--homework names no item".into());
    }
    if items.len() > MAX_ITEMS {
        return Err(format!("a set holds at most {MAX_ITEMS} items, not {}", items.len()));
    }
    let mastery = match mastery {
        None => 80,
        Some(text) => match text.trim().parse::<u8>() {
            Ok(n) if n <= 100 => n,
            _ => return Err(format!("--mastery expects a whole number from 0 to 100, not `{text}`")),
        },
    };
    Ok(Request {
        items,
        out: PathBuf::from(out),
        edition: Edition::parse(edition.as_deref())?,
        mastery,
    })
}

/// The arguments of `node xtask/scorm.mjs`.
fn script_args(site: &Path, out: &Path, request: &Request) -> Vec<String> {
    vec![
        site.display().to_string(),
        out.display().to_string(),
        request.items.join(","),
        request.edition.name().to_string(),
        request.mastery.to_string(),
    ]
}

/// Builds the site, then the package.
pub fn scorm(request: &Request) -> Result {
    let root = util::root();
    if !root.join("node_modules/fflate").is_dir() {
        return Err("node_modules/fflate not found; run `npm ci` to install it".into());
    }
    let site = root.join("target/scorm-site");
    dist::dist(&site)?;
    let out = if request.out.is_absolute() {
        request.out.clone()
    } else {
        std::env::current_dir()
            .map_err(|e| format!("the current folder: {e}"))?
            .join(&request.out)
    };
    util::run(
        util::command("node")
            .arg(root.join("xtask/scorm.mjs"))
            .args(script_args(&site, &out, request)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page's limit and this one are one rule, held equal.
    #[test]
    fn a_set_holds_as_many_items_as_the_page_allows() {
        let page = include_str!("../../www/js/core/homework.js");
        assert!(
            page.contains(&format!("export const MAX_ITEMS = {MAX_ITEMS};")),
            "www/js/core/homework.js's MAX_ITEMS differs from xtask's {MAX_ITEMS}"
        );
    }

    fn some(text: &str) -> Option<String> {
        Some(text.to_string())
    }

    #[test]
    fn item_ids_are_exercises_and_challenges() {
        for id in [
            "medium-42",
            "hard-7",
            "easy-0",
            "deep-cut-12",
            "order-fewest-3",
            "tt-99",
            "star1-prune-3",
        ] {
            assert!(is_item_id(id), "{id}");
        }
        for id in [
            "",
            "medium",
            "42",
            "medium-",
            "-42",
            "Medium-42",
            "deep--cut-1",
            "medium-4x",
            "a-12345678901234567890",
            "medium_42",
            "1star-prune-3",
        ] {
            assert!(!is_item_id(id), "{id}");
        }
    }

    #[test]
    fn a_request_reads_the_set_the_edition_and_the_mastery() {
        let r = request(
            some(" medium-42, Deep-Cut-12,medium-42,"),
            some("set.zip"),
            some("2004"),
            some("70"),
        )
        .unwrap();
        assert_eq!(r.items, ["medium-42", "deep-cut-12"]);
        assert_eq!(r.edition, Edition::Scorm2004);
        assert_eq!(r.mastery, 70);
        let r = request(some("hard-7"), some("a.zip"), None, None).unwrap();
        assert_eq!((r.edition, r.mastery), (Edition::Scorm12, 80));
    }

    #[test]
    fn a_request_refuses_what_the_page_would_not_read() {
        assert!(request(None, some("a.zip"), None, None)
            .unwrap_err()
            .contains("--homework"));
        assert!(request(some("medium-42"), None, None, None)
            .unwrap_err()
            .contains("--out"));
        assert!(request(some("medium-42,<script>"), some("a.zip"), None, None)
            .unwrap_err()
            .contains("<script>"));
        assert!(request(some(" , "), some("a.zip"), None, None)
            .unwrap_err()
            .contains("no item"));
        assert!(request(some("medium-42"), some("a.zip"), some("2.0"), None)
            .unwrap_err()
            .contains("2.0"));
        assert!(request(some("medium-42"), some("a.zip"), None, some("101"))
            .unwrap_err()
            .contains("101"));
        let many: Vec<String> = (0..31).map(|i| format!("easy-{i}")).collect();
        assert!(request(Some(many.join(",")), some("a.zip"), None, None)
            .unwrap_err()
            .contains("at most 30"));
    }

    #[test]
    fn the_script_gets_the_site_the_zip_the_items_the_edition_and_the_mastery() {
        let r = request(
            some("medium-42,deep-cut-12"),
            some("/tmp/set.zip"),
            some("1.2"),
            some("80"),
        )
        .unwrap();
        let args = script_args(Path::new("/site"), &r.out, &r);
        assert_eq!(args, ["/site", "/tmp/set.zip", "medium-42,deep-cut-12", "1.2", "80"]);
    }
}
