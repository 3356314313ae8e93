//! The command line read by `lexopt`: the command, its positional arguments
//! and its flags. Two tables say what is allowed: [`COMMANDS`] (each
//! command, what it does and the function that runs it) and [`FLAGS`]
//! (each flag, whether it takes a value and which commands accept it, by
//! what they do or by name). A new command is one line of the first, a new
//! flag one line of the second; each also needs its reading where it is
//! used and its line of the help.

use super::commands;
use super::fail::{Fail, Msg};
use alphabeta::lang::Lang;
use lexopt::prelude::*;
use std::ffi::OsString;

/// A command of the command line: its name, what it does (which decides
/// the flags it takes) and the function that runs it.
pub struct Command {
    pub name: &'static str,
    /// What it does, a sum of [`SEARCHES`], [`READS_TREE`] and [`DRAWS_TREE`].
    pub does: u8,
    pub run: fn(&Args) -> Result<String, Fail>,
}

/// The command searches a tree, and so takes the search's options.
pub const SEARCHES: u8 = 1;
/// The command reads a tree, which `--preset` may name.
pub const READS_TREE: u8 = 2;
/// The command draws a random tree (its depth and seed).
pub const DRAWS_TREE: u8 = 4;

const fn command(name: &'static str, does: u8, run: fn(&Args) -> Result<String, Fail>) -> Command {
    Command { name, does, run }
}

/// Every command, the one table: a new command is one line here, its
/// function in `commands` and its lines of the help.
pub const COMMANDS: &[Command] = &[
    command("trace", SEARCHES | READS_TREE, commands::trace_or_stats),
    command("stats", SEARCHES | READS_TREE, commands::trace_or_stats),
    command("tikz", SEARCHES | READS_TREE, commands::figure),
    command("forest", SEARCHES | READS_TREE, commands::figure),
    command("beamer", SEARCHES | READS_TREE, commands::beamer),
    command("exercise", SEARCHES | READS_TREE, commands::exercise_sheet),
    command("orderings", SEARCHES | READS_TREE, commands::orderings),
    command("game", SEARCHES, commands::game),
    command("format", READS_TREE, commands::format),
    command("transform", READS_TREE, commands::transform),
    command("random", DRAWS_TREE, commands::random),
    command("preset", 0, commands::preset),
    command("challenge", 0, commands::challenge),
];

/// The command called `name`, if there is one.
pub fn command_named(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// The commands that take a flag.
pub enum Takers {
    /// Every command.
    All,
    /// The commands that do any of these (a sum of [`SEARCHES`]…).
    Doing(u8),
    /// These commands, by name.
    Only(&'static [&'static str]),
}

impl Takers {
    /// Whether `command` takes the flag.
    pub fn include(&self, command: &Command) -> bool {
        match self {
            Takers::All => true,
            Takers::Doing(does) => command.does & does != 0,
            Takers::Only(names) => names.contains(&command.name),
        }
    }
}

/// A flag of the command line.
pub struct Flag {
    pub name: &'static str,
    /// Whether it takes a value (`--depth 3`, `--depth=3`) or is a switch (`--tt`).
    pub valued: bool,
    /// The commands that accept it.
    pub takers: Takers,
}

const fn valued(name: &'static str, takers: Takers) -> Flag {
    Flag {
        name,
        valued: true,
        takers,
    }
}

const fn switch(name: &'static str, takers: Takers) -> Flag {
    Flag {
        name,
        valued: false,
        takers,
    }
}

/// The commands that search a tree: the search's options.
const SEARCHING: Takers = Takers::Doing(SEARCHES);
/// The search's depth limit and its random order's seed, or the random
/// tree's depth and seed.
const SEARCHING_OR_DRAWING: Takers = Takers::Doing(SEARCHES | DRAWS_TREE);

/// Every flag, and who takes it.
pub const FLAGS: &[Flag] = &[
    // The search's options.
    valued("--algo", SEARCHING),
    valued("--ties", SEARCHING),
    valued("--depth", SEARCHING_OR_DRAWING),
    valued("--alpha", SEARCHING),
    valued("--beta", SEARCHING),
    valued("--order", SEARCHING),
    valued("--bounds", SEARCHING),
    valued("--seed", SEARCHING_OR_DRAWING),
    switch("--killers", SEARCHING),
    switch("--deepening", SEARCHING),
    switch("--tt", SEARCHING),
    valued("--aspiration", SEARCHING),
    valued("--format", SEARCHING),
    // The negamax view of a trace: only `trace` prints steps and nodes.
    switch("--negamax", Takers::Only(&["trace"])),
    valued("--lang", Takers::All),
    valued("--preset", Takers::Doing(READS_TREE)),
    // Figures and slides.
    valued("--step", Takers::Only(&["tikz", "forest"])),
    switch("--standalone", Takers::Only(&["tikz", "forest"])),
    switch("--no-window", Takers::Only(&["tikz", "forest"])),
    switch("--boxes", Takers::Only(&["tikz", "forest"])),
    valued("--width", Takers::Only(&["tikz", "forest"])),
    valued("--steps", Takers::Only(&["beamer"])),
    valued("--name", Takers::Only(&["beamer"])),
    // Exercise sheets.
    valued("--count", Takers::Only(&["exercise"])),
    valued("--difficulty", Takers::Only(&["exercise"])),
    switch("--solutions", Takers::Only(&["exercise"])),
    // Games.
    valued("--position", Takers::Only(&["game"])),
    valued("--heuristic", Takers::Only(&["game"])),
    valued("--goal", Takers::Only(&["game"])),
    // Random trees.
    valued("--branching", Takers::Only(&["random"])),
    valued("--values", Takers::Only(&["random"])),
    switch("--irregular", Takers::Only(&["random"])),
    // Every leaf through a function.
    valued("--function", Takers::Only(&["transform"])),
    valued("--a", Takers::Only(&["transform"])),
    valued("--b", Takers::Only(&["transform"])),
    valued("--leaves", Takers::Only(&["transform"])),
    // Presets.
    switch("--list", Takers::Only(&["preset"])),
    // Construct challenges.
    valued("--id", Takers::Only(&["challenge"])),
    valued("--check", Takers::Only(&["challenge"])),
    switch("--solution", Takers::Only(&["challenge"])),
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
    pub fn parse(command: &Command, rest: impl IntoIterator<Item = OsString>) -> Result<Args, Fail> {
        let rest: Vec<OsString> = rest.into_iter().collect();
        // The messages are in the language asked for, wherever --lang stands.
        let lang = lang_asked(&rest);
        let mut args = Args {
            command: command.name.to_string(),
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
                    if !flag.takers.include(command) {
                        let commands: Vec<&str> = COMMANDS
                            .iter()
                            .filter(|c| flag.takers.include(c))
                            .map(|c| c.name)
                            .collect();
                        return Err(Msg::NotFor {
                            flag: flag.name,
                            command: command.name,
                            commands: &commands,
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
        Args::parse(command_named(cmd).unwrap(), args.iter().map(OsString::from)).map_err(|Fail(_, m)| m)
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
            assert!(
                COMMANDS.iter().any(|c| f.takers.include(c)),
                "{} is taken by no command",
                f.name
            );
            if let Takers::Only(names) = f.takers {
                assert!(
                    names.iter().all(|n| command_named(n).is_some()),
                    "{} names no command",
                    f.name
                );
            }
            assert!(FLAGS[..i].iter().all(|g| g.name != f.name), "{} twice", f.name);
            assert!(
                super::super::help::HELP.contains(f.name),
                "{} is not in the help",
                f.name
            );
        }
    }

    #[test]
    fn every_command_is_in_the_help_and_written_once() {
        for (i, c) in COMMANDS.iter().enumerate() {
            assert!(COMMANDS[..i].iter().all(|d| d.name != c.name), "{} twice", c.name);
            assert!(
                super::super::help::HELP.contains(&format!("alphabeta {}", c.name)),
                "{} is not in the help",
                c.name
            );
        }
    }
}
