"""The implementation of the ``sprig`` command line; ``sprig.cli`` parses and dispatches to it.

Each command lives in its own module and imports what it needs when it runs, so that
``sprig --help`` stays fast.
"""
