//! `alphabeta`: the command line for authors who script figures and
//! exercises. See `alphabeta --help` and the module `cli`.
//!
//! Exit codes: 0 on success, 2 on bad input (with the positioned message on
//! standard error), 1 if standard output cannot be written or, for
//! `challenge --check`, when the tree does not meet the goal.

mod cli;

use cli::fail::Fail;
use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    match cli::run(std::env::args_os().skip(1).collect()) {
        Ok(out) => {
            let mut stdout = std::io::stdout().lock();
            if stdout.write_all(out.as_bytes()).and_then(|_| stdout.flush()).is_err() {
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
        Err(Fail(code, msg)) => {
            eprintln!("alphabeta: {msg}");
            ExitCode::from(code)
        }
    }
}
