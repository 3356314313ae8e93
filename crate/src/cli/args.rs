//! The command line read by `lexopt`: the command, its positional arguments
//! and its flags, each flag checked against one table ([`FLAGS`]) that says
//! whether it takes a value and which commands accept it. A new flag is one
//! line of that table, its reading where it is used, and a line of the help.

use super::fail::{Fail, Msg};
use alphabeta::lang::Lang;
use lexopt::prelude::*;
use std::ffi::OsString;

/// A flag of the command line.
pub struct Flag {
    pub name: &'static str,
    /// Whether it takes a value (`--depth 3`, `--depth=3`) or is a switch (`--tt`).
    pub valued: bool,
    /// The commands that accept it.
    pub commands: &'static [&'static str],
}

/// Every command.
pub const COMMANDS: &[&str] = &[
    "trace",
    "stats",
    "tikz",
    "forest",
    "beamer",
    "exercise",
    "orderings",
    "game",
    "format",
    "random",
    "preset",
    "challenge",
];
/// The commands that search a tree, and so take the search's options.
const SEARCHING: &[&str] = &[
    "trace",
    "stats",
    "tikz",
    "forest",
    "beamer",
    "exercise",
    "orderings",
    "game",
];
/// The commands that search a tree, and `random` (its depth and seed).
const SEARCHING_OR_RANDOM: &[&str] = &[
    "trace",
    "stats",
    "tikz",
    "forest",
    "beamer",
    "exercise",
    "orderings",
    "game",
    "random",
];
/// The commands that read a tree (`--preset` may name it).
const TREE: &[&str] = &[
    "trace",
    "stats",
    "tikz",
    "forest",
    "beamer",
    "exercise",
    "orderings",
    "format",
];

const fn valued(name: &'static str, commands: &'static [&'static str]) -> Flag {
    Flag {
        name,
        valued: true,
        commands,
    }
}

const fn switch(name: &'static str, commands: &'static [&'static str]) -> Flag {
    Flag {
        name,
        valued: false,
        commands,
    }
}

/// Every flag, and who takes it.
pub const FLAGS: &[Flag] = &[
    // The search's options.
    valued("--algo", SEARCHING),
    valued("--ties", SEARCHING),
    valued("--depth", SEARCHING_OR_RANDOM),
    valued("--alpha", SEARCHING),
    valued("--beta", SEARCHING),
    valued("--order", SEARCHING),
    valued("--seed", SEARCHING_OR_RANDOM),
    switch("--killers", SEARCHING),
    switch("--deepening", SEARCHING),
    switch("--tt", SEARCHING),
    valued("--aspiration", SEARCHING),
    valued("--format", SEARCHING),
    // The negamax view of a trace: only `trace` prints steps and nodes.
    switch("--negamax", &["trace"]),
    valued("--lang", COMMANDS),
    valued("--preset", TREE),
    // Figures and slides.
    valued("--step", &["tikz", "forest"]),
    switch("--standalone", &["tikz", "forest"]),
    switch("--no-window", &["tikz", "forest"]),
    switch("--boxes", &["tikz", "forest"]),
    valued("--steps", &["beamer"]),
    valued("--name", &["beamer"]),
    // Exercise sheets.
    valued("--count", &["exercise"]),
    valued("--difficulty", &["exercise"]),
    switch("--solutions", &["exercise"]),
    // Games.
    valued("--position", &["game"]),
    valued("--heuristic", &["game"]),
    // Random trees.
    valued("--branching", &["random"]),
    valued("--values", &["random"]),
    switch("--irregular", &["random"]),
    // Presets.
    switch("--list", &["preset"]),
    // Construct challenges.
    valued("--id", &["challenge"]),
    valued("--check", &["challenge"]),
    switch("--solution", &["challenge"]),
];

/// A command's arguments, read and checked against [`FLAGS`].
pub struct Args {
    pub command: String,
    pub positional: Vec<String>,
    flags: Vec<(&'static str, Option<String>)>,
    /// The language of the messages (`--lang`, English by default or when
    /// it names no language: that mistake is said by [`Args::lang`]).
    pub lang: Lang,
}

impl Args {
    /// Reads the arguments after the command (`command` is the first).
    pub fn parse(command: &str, rest: impl IntoIterator<Item = OsString>) -> Result<Args, Fail> {
        let rest: Vec<OsString> = rest.into_iter().collect();
        // The messages are in the language asked for, wherever --lang stands.
        let lang = lang_asked(&rest);
        let mut args = Args {
            command: command.to_string(),
            positional: Vec::new(),
            flags: Vec::new(),
            lang,
        };
        let mut parser = lexopt::Parser::from_args(rest);
        let text = |v: OsString| v.into_string().map_err(|_| Msg::NotText.fail(lang));
        loop {
            let arg = match parser.next() {
                Ok(Some(arg)) => arg,
                Ok(None) => break,
                Err(lexopt::Error::UnexpectedValue { option, .. }) => {
                    return Err(Msg::TakesNoValue(&option).fail(lang));
                }
                Err(_) => return Err(Msg::NotText.fail(lang)),
            };
            match arg {
                Long(name) => {
                    let written = format!("--{name}");
                    let flag = FLAGS
                        .iter()
                        .find(|f| f.name == written)
                        .ok_or_else(|| Msg::UnknownOption(&written).fail(lang))?;
                    let value = if flag.valued {
                        let v = parser.value().map_err(|_| Msg::NeedsValue(flag.name).fail(lang))?;
                        Some(text(v)?)
                    } else {
                        None
                    };
                    if !flag.commands.contains(&command) {
                        let commands = flag.commands;
                        return Err(Msg::NotFor {
                            flag: flag.name,
                            command,
                            commands,
                        }
                        .fail(lang));
                    }
                    args.flags.push((flag.name, value));
                }
                Short(c) => return Err(Msg::UnknownOption(&format!("-{c}")).fail(lang)),
                Value(v) => args.positional.push(text(v)?),
            }
        }
        Ok(args)
    }

    /// The value of `flag` (the last one given).
    pub fn get(&self, flag: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(f, _)| *f == flag)
            .and_then(|(_, v)| v.as_deref())
    }

    /// Whether `flag` was given.
    pub fn has(&self, flag: &str) -> bool {
        self.flags.iter().any(|(f, _)| *f == flag)
    }

    /// The failure that says `msg` in the language of the messages.
    pub fn fail(&self, msg: Msg) -> Fail {
        msg.fail(self.lang)
    }

    /// The language asked for by `--lang en|fr` (English without it).
    pub fn lang(&self) -> Result<Lang, Fail> {
        match self.get("--lang").unwrap_or("en") {
            "en" => Ok(Lang::En),
            "fr" => Ok(Lang::Fr),
            other => Err(self.fail(Msg::NotOneOf {
                flag: "--lang",
                given: other,
                choices: vec!["en", "fr"],
            })),
        }
    }

    /// The name given to `flag`, read by `from_name` among `all` (named by
    /// `name` in the message when it is none of them), or None without it.
    pub fn choice<T: Copy>(
        &self,
        flag: &str,
        all: &[T],
        name: fn(T) -> &'static str,
        from_name: fn(&str) -> Option<T>,
    ) -> Result<Option<T>, Fail> {
        let Some(given) = self.get(flag) else { return Ok(None) };
        from_name(given).map(Some).ok_or_else(|| {
            let choices = all.iter().map(|&t| name(t)).collect();
            self.fail(Msg::NotOneOf { flag, given, choices })
        })
    }

    /// One of `choices` given to `flag`, `default` without it.
    pub fn word(&self, flag: &str, choices: &[&'static str], default: &'static str) -> Result<&'static str, Fail> {
        let given = self.get(flag).unwrap_or(default);
        choices.iter().find(|&&c| c == given).copied().ok_or_else(|| {
            self.fail(Msg::NotOneOf {
                flag,
                given,
                choices: choices.to_vec(),
            })
        })
    }

    /// A whole number given to `flag`, within `range`; `default` without it.
    pub fn whole(&self, flag: &str, default: u64, range: std::ops::RangeInclusive<u64>) -> Result<u64, Fail> {
        let Some(given) = self.get(flag) else {
            return Ok(default);
        };
        given.parse::<u64>().ok().filter(|n| range.contains(n)).ok_or_else(|| {
            let (lo, hi) = (*range.start(), *range.end());
            if (lo, hi) == (0, u64::MAX) {
                self.fail(Msg::Whole { flag, given })
            } else {
                self.fail(Msg::WholeIn { flag, given, lo, hi })
            }
        })
    }
}

/// The language of `--lang en|fr` among `args`, wherever it stands
/// (English without it, or when it names no language).
pub fn lang_asked(args: &[OsString]) -> Lang {
    let mut value = None;
    for (i, a) in args.iter().enumerate() {
        match a.to_str() {
            Some("--lang") => value = args.get(i + 1).and_then(|v| v.to_str()),
            Some(s) if s.starts_with("--lang=") => value = Some(&s["--lang=".len()..]),
            _ => {}
        }
    }
    if value == Some("fr") {
        Lang::Fr
    } else {
        Lang::En
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(cmd: &str, args: &[&str]) -> Result<Args, String> {
        Args::parse(cmd, args.iter().map(OsString::from)).map_err(|Fail(_, m)| m)
    }

    #[test]
    fn flags_take_their_values_both_ways_and_the_last_wins() {
        let a = parse(
            "trace",
            &["[1,2]", "--depth", "3", "--algo=minimax", "--tt", "--depth=4"],
        )
        .ok()
        .unwrap();
        assert_eq!(a.positional, ["[1,2]"]);
        assert_eq!(a.get("--depth"), Some("4"));
        assert_eq!(a.get("--algo"), Some("minimax"));
        assert!(a.has("--tt") && !a.has("--killers"));
    }

    #[test]
    fn a_negative_value_is_a_value_and_a_dash_is_standard_input() {
        let a = parse("trace", &["-", "--alpha", "-3"]).ok().unwrap();
        assert_eq!(a.positional, ["-"]);
        assert_eq!(a.get("--alpha"), Some("-3"));
    }

    #[test]
    fn mistakes_are_named_in_the_language_asked_for() {
        assert_eq!(
            parse("trace", &["--bogus"]).err().unwrap(),
            "unknown option --bogus (see --help)"
        );
        // A flag of other commands names them (whichever they are).
        let e = parse("random", &["--algo", "minimax"]).err().unwrap();
        assert!(
            e.starts_with("--algo only applies to trace, ") && e.ends_with(", not to random (see --help)"),
            "{e}"
        );
        assert_eq!(parse("trace", &["--tt=1"]).err().unwrap(), "--tt takes no value");
        assert_eq!(parse("trace", &["--algo"]).err().unwrap(), "--algo needs a value");
        assert_eq!(
            parse("trace", &["--algo", "--lang", "fr"]).err(),
            None,
            "--lang is --algo's value here"
        );
        assert_eq!(
            parse("trace", &["--bogus", "--lang", "fr"]).err().unwrap(),
            "option inconnue --bogus (voir --help)"
        );
    }

    #[test]
    fn every_flag_is_accepted_by_a_command_and_written_once() {
        for (i, f) in FLAGS.iter().enumerate() {
            assert!(!f.commands.is_empty(), "{}", f.name);
            assert!(FLAGS[..i].iter().all(|g| g.name != f.name), "{} twice", f.name);
            assert!(
                super::super::help::HELP.contains(f.name),
                "{} is not in the help",
                f.name
            );
        }
    }
}
