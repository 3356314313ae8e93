//! The command line for authors who script figures and exercises: the
//! arguments read against one table of commands and one of flags (`args`),
//! one path from them to a search and one function per command
//! (`commands`), the text it prints (`text`), its failures in the language
//! `--lang` asks for (`fail`), and `--help` (`help`).

mod args;
mod commands;
pub mod fail;
mod help;
mod text;

use args::Args;
use fail::{Fail, Msg};
use std::ffi::OsString;

/// Runs the command line `args` (without the program's name): what to
/// print on standard output, or the failure.
pub fn run(args: Vec<OsString>) -> Result<String, Fail> {
    let mut args = args.into_iter();
    let Some(command) = args.next() else {
        return Ok(help::HELP.to_string());
    };
    let command = command
        .into_string()
        .map_err(|_| Msg::NotText.fail(alphabeta::lang::Lang::En))?;
    if matches!(command.as_str(), "-h" | "--help" | "help") {
        return Ok(help::HELP.to_string());
    }
    let args: Vec<OsString> = args.collect();
    let Some(command) = args::command_named(&command) else {
        return Err(Msg::UnknownCommand(&command).fail(args::lang_asked(&args)));
    };
    (command.run)(&Args::parse(command, args)?)
}
