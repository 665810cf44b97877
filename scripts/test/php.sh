#!/usr/bin/env bash
# The theme's and the module's PHP: `php -l` on every file Drupal loads (and the tests' own), then the
# PHPUnit tests (theme/tests/src/Unit, module/tests/src/Unit, run with the stand-ins of tests/php). Needs Debian's php-cli and phpunit: apt-get install -y php-cli phpunit
set -uo pipefail
cd "$(dirname "$0")/../.."

for tool in php phpunit; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get update && apt-get install -y php-cli phpunit"; exit 1; }
done

failed=0
count=0
while IFS= read -r -d '' file; do
  count=$((count + 1))
  output=$(php -l "$file" 2>&1) || { echo "$output"; failed=1; }
done < <(find theme module tests/php -type f \( -name '*.php' -o -name '*.theme' -o -name '*.inc' -o -name '*.module' -o -name '*.install' \) -print0)
[ "$failed" -eq 0 ] || exit 1
echo "php -l: $count files, no syntax errors"

phpunit --configuration tests/php/phpunit.xml
