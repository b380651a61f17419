"""The examples in docs/commands.md are run, and must print what the page says."""
import pathlib
import re
import shlex


from parlour import cli

DOCS = pathlib.Path(__file__).resolve().parents[1] / "docs"
BLOCK = re.compile(r"```console\n(.*?)```", re.S)


def examples(page):
    for block in BLOCK.findall((DOCS / page).read_text(encoding="utf-8")):
        current = None
        for line in block.splitlines():
            if line.startswith("$ "):
                if current:
                    yield current
                current = [line[2:], [], 0]
            elif line.startswith("[status ") and current:
                current[2] = int(line[len("[status "):-1])
            elif current:
                current[1].append(line)
        if current:
            yield current


def test_commands_page_examples(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    ran = 0
    for command, expected, status in examples("commands.md"):
        argv = shlex.split(command)
        assert argv[0] == "parlour"
        got = cli.main(argv[1:])
        out, err = capsys.readouterr()
        lines = (out + err).splitlines()
        assert got == status, f"{command}: status {got}\n{out}{err}"
        for i, want in enumerate(expected):
            if want == "...":
                break
            assert i < len(lines) and lines[i] == want, f"{command}:\n{out}{err}"
        else:
            assert len(lines) == len(expected), f"{command}: more output than documented"
        ran += 1
    assert ran >= 5
